import type { ReasonRule, Site } from '@ftr/contracts';
import type { CcfFact, ParameterFacts, ScreenFacts } from '../shared/readModels.ts';

export type { CcfFact, ParameterFacts, ScreenFacts } from '../shared/readModels.ts';

/**
 * What decides whether the user may write the submitted parameters (docs/dataValues.md), read on the
 * server whatever the client sends: the user's WRITE_ACCESS and MAINTAIN_DATA_SCREENS from the users
 * read model, the site's data-entry screens holding the codes, and the screen the client named, if any.
 */
export interface WriteFacts {
  writeAccess: number;
  maintainer: boolean;
  /** The site's data-entry screens (area A) that hold any submitted code. */
  screens: readonly ScreenFacts[];
  /** The screen the client named (null: no such screen); absent when none was named. */
  named?: ScreenFacts | null;
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
  write: WriteFacts;
  /** By parameter code, for the submission's operation: its pair's latest CCF when open or pending close (read from the CCF streams). */
  ccfs: ReadonlyMap<string, CcfFact>;
  /** By CCF parameter code: the latest value before the week (the prior of the week's first value). */
  previous: ReadonlyMap<string, number | null>;
}

export const isCcfParameter = (p: ParameterFacts): boolean => p.CCF_ANALYSIS !== null;
