import type { DataPoint, ManualRecalculationBody, OperationDto, RecalculationJobDto, RecalculationRequestResult, Site } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 3 §"Recalculation" calls: the lookup (GET /data), the manual request, the user's jobs, the operations. */
export const lookupValues = (site: Site, code: string, fromDate: string, toDate: string): Promise<DataPoint[]> =>
  call('dataPoints', { params: { site, code, fromDate, toDate }, query: {} });

export const requestRecalculation = (body: ManualRecalculationBody): Promise<RecalculationRequestResult> => call('recalculate', { body });

export const listJobs = (): Promise<RecalculationJobDto[]> => call('listRecalculationJobs');

export const listOperations = (): Promise<OperationDto[]> => call('listOperations');
