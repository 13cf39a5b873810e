import type { ParameterDto, ReasonRule, Site } from '@ftr/contracts';

/** What a submission needs to know of each parameter (from the parameters read model). */
export type ParameterFacts = Pick<
  ParameterDto,
  'CODE' | 'PTYP_CODE' | 'UPPER_ABS_LIMIT' | 'LOWER_ABS_LIMIT' | 'CCF_TYPE' | 'CCF_ANALYSIS' | 'LOWABS' | 'LOWTRG' | 'HIGHTRG' | 'HIGHABS'
>;

/** The CCF of a parameter and operation that labels start from: the open one (O), else a pending-close one (R). */
export interface CcfFact {
  id: string;
  status: 'O' | 'R';
}

/** The grid's screen, when the client names it. */
export interface ScreenFacts {
  id: number;
  site: Site;
  accessLevel: number;
  codes: ReadonlySet<string>;
}

/** Everything a submission is decided against besides the week stream (read before deciding; time passed in). */
export interface SubmissionContext {
  site: Site;
  /** Today's factory date. */
  today: string;
  historicData: boolean;
  /** Which corrections and deletions need a reason (the screen's rule, else the site's). */
  reasonRule: ReasonRule;
  operation: { code: string; startDate: string; endDate: string } | null;
  parameters: ReadonlyMap<string, ParameterFacts>;
  /** Present when the submission names a screen: the screen (null: not found) and the user's WRITE_ACCESS. */
  screen?: { facts: ScreenFacts | null; writeAccess: number };
  /** By parameter code, for the submission's operation. */
  ccfs: ReadonlyMap<string, CcfFact>;
  /** By CCF parameter code: the latest value before the week (the prior of the week's first value). */
  previous: ReadonlyMap<string, number | null>;
  /** Ids for CCFs the submission raises. */
  newCcfId(): string;
}

export const isCcfParameter = (p: ParameterFacts): boolean => p.CCF_ANALYSIS !== null;
