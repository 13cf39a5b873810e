import { assertNever } from '../events/envelope.ts';
import type { Site } from '../sites.ts';
import type { ReportEvent } from './events.ts';
import { swapItems } from '../shared/ordered.ts';

/** A parameter of a report or grabber, in list order (SEQ_NO is its place, 1-based). */
export interface DefinitionParameter {
  paramNo: number;
  code: string;
  site: Site;
  heading1: string;
  heading2: string;
  heading3: string;
}

type ParameterEvent = Extract<
  ReportEvent,
  { type: 'ReportParameterAdded' | 'ReportParameterRemoved' | 'ReportParametersSwapped' | 'ReportParametersCleared' }
>;

export const isParameterEvent = (event: ReportEvent): event is ParameterEvent => event.type.startsWith('ReportParameter');

const placeOf = (list: readonly DefinitionParameter[], paramNo: number): number => list.findIndex((p) => p.paramNo === paramNo);

/**
 * The one fold of a definition's parameter list, shared by the decider and the projection so both keep
 * the same order. Events naming a parameter that is not there change nothing (a replay is harmless).
 */
export const applyParameterEvent = (params: readonly DefinitionParameter[], event: ParameterEvent): DefinitionParameter[] => {
  const list = [...params];
  switch (event.type) {
    case 'ReportParameterAdded': {
      const { paramNo, code, paramSite, heading1, heading2, heading3 } = event.data;
      return placeOf(list, paramNo) >= 0 ? list : [...list, { paramNo, code, site: paramSite, heading1, heading2, heading3 }];
    }
    case 'ReportParameterRemoved':
      return list.filter((p) => p.paramNo !== event.data.paramNo);
    case 'ReportParametersSwapped':
      return swapItems(list, placeOf(list, event.data.paramNo), placeOf(list, event.data.otherNo));
    case 'ReportParametersCleared':
      return [];
    default:
      return assertNever(event);
  }
};

/** Site-qualified codes as one delimited text ('|BA:A|WI:B|'), so a read model can find the definitions using a code. */
export const parameterKeysText = (params: readonly DefinitionParameter[]): string =>
  params.length === 0 ? '' : `|${params.map((p) => `${p.site}:${p.code}`).join('|')}|`;
