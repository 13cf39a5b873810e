// What a recalculation does to CCFs (spec 3 §4, raised from CALCULATION): data entry's label walk (spec 1
// §4) over the CCF parameters whose values the job changed, as label intents appended with the week's
// values (the CCF pair decides on them, docs/ccf.md).
import type { CcfLabelIntent, Site, ValueChange } from '@ftr/contracts';
import { walkCcfChanges } from '../dataValues/ccfOutcome.ts';
import type { CcfFact, ParameterFacts } from '../dataValues/facts.ts';
import type { WeekState } from '../dataValues/state.ts';

/** The CCF state the walk starts from. */
export interface JobCcfState {
  /** By parameter code, for the job's operation: its pair's latest CCF when open (O) or pending close (R). */
  ccfs: ReadonlyMap<string, CcfFact>;
  /** By CCF parameter code: the latest value before the week. */
  previous: ReadonlyMap<string, number | null>;
}

export interface JobCcfContext extends JobCcfState {
  site: Site;
  operation: string;
  /** The site's CCF parameters by code. */
  ccfParameters: ReadonlyMap<string, ParameterFacts>;
}

/** The CCF parameters among the changes, sorted: the only ones the job walks. */
export const changedCcfCodes = (changes: readonly ValueChange[], ccfParameters: ReadonlyMap<string, ParameterFacts>): string[] =>
  [...new Set(changes.map((c) => c.code))].filter((code) => ccfParameters.has(code)).sort();

/**
 * A 'New CCF' intent (raisedFrom CALCULATION) where a changed value calls for a new CCF and none is open
 * for the parameter and operation; a 'Pending Close' one where a value comes back inside the trigger band
 * while one is open. `after` is the week with the recalculated values applied.
 */
export const recalculationCcfEvents = (changes: readonly ValueChange[], after: WeekState, ctx: JobCcfContext): CcfLabelIntent[] =>
  walkCcfChanges(changes, after, {
    site: ctx.site,
    operation: ctx.operation,
    raisedFrom: 'CALCULATION',
    parameters: ctx.ccfParameters,
    ccfs: ctx.ccfs,
    previous: ctx.previous,
  }).events;
