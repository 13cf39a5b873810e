import type { DataPoint, DependencyDto, ParameterDto, Site } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 2 §7: the data view's calls. */
/** `asOf`: the parameter (its limits) as it stood then; absent: now. */
export const loadParameter = (site: string, code: string, asOf?: string): Promise<ParameterDto> =>
  call('getSiteParameter', { params: { site: site as Site, code }, query: { asOf } });

/** `asOf` (ISO instant): the values as they stood then (time travel); absent: now. */
export const loadDataPoints = (site: string, code: string, fromDate: string, toDate: string, asOf?: string): Promise<DataPoint[]> =>
  call('dataPoints', { params: { site, code, fromDate, toDate }, query: { asOf } });

/** The parameters linked to this one through dependencies: its inputs and where it is used. */
export const loadLinkedCodes = async (code: string): Promise<string[]> => {
  const [inputs, usedBy] = await Promise.all([
    call('listDependents', { params: { code } }),
    call('listPrecedents', { params: { code } }),
  ]);
  const codes = [...inputs.map((d: DependencyDto) => d.DEPENDENT), ...usedBy.map((d: DependencyDto) => d.CALCULATED)];
  return [...new Set(codes)].filter((c) => c !== code).sort();
};
