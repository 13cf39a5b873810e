// What a recalculation does to CCFs (spec 3 §4, raised from CALCULATION): data entry's label walk (spec 1
// §4) over the CCF parameters whose values the job changed, as events appended with the week's values.
import type { CcfValuesStreamEvent, Site, ValueChange } from '@ftr/contracts';
import { walkCcfChanges } from '../dataValues/ccfOutcome.ts';
import type { CcfFact, ParameterFacts } from '../dataValues/facts.ts';
import type { WeekState } from '../dataValues/state.ts';
import { pairCcfId } from '../ccf/pairId.ts';

/** The CCF state the walk starts from, read once the read side has reached the week. */
export interface JobCcfState {
  /** By parameter code, for the job's operation: the open CCF (O), else a pending-close one (R). */
  ccfs: ReadonlyMap<string, CcfFact>;
  /** By CCF parameter code: the latest value before the week. */
  previous: ReadonlyMap<string, number | null>;
  /** By CCF parameter code: how many CCFs the parameter and operation have had. */
  counts: ReadonlyMap<string, number>;
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
 * CcfRaised (raisedFrom CALCULATION, status O) where a changed value calls for a new CCF and none is open
 * for the parameter and operation; CcfPendingClose for the open one where a value comes back inside the
 * trigger band. `after` is the week with the recalculated values applied.
 */
export const recalculationCcfEvents = (changes: readonly ValueChange[], after: WeekState, ctx: JobCcfContext): CcfValuesStreamEvent[] =>
  walkCcfChanges(changes, after, {
    site: ctx.site,
    operation: ctx.operation,
    raisedFrom: 'CALCULATION',
    parameters: ctx.ccfParameters,
    ccfs: ctx.ccfs,
    previous: ctx.previous,
    counts: ctx.counts,
    // The pair's id: a re-run of the job, data entry or an operator raising the pair's next CCF name the same one.
    ccfIdOf: (cell, sequence) => pairCcfId(ctx.site, cell.code, ctx.operation, sequence),
  }).events;
