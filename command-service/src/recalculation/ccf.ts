// What a recalculation does to CCFs (spec 3 §4, raised from CALCULATION): data entry's label walk (spec 1
// §4) over the CCF parameters whose values the job changed, as events appended with the week's values.
import type { CcfValuesStreamEvent, Site, ValueChange } from '@ftr/contracts';
import { walkCcfChanges } from '../dataValues/ccfOutcome.ts';
import type { CcfFact, ParameterFacts } from '../dataValues/facts.ts';
import type { WeekState } from '../dataValues/state.ts';
import { nameBasedUuid } from '../subscriptions/notificationId.ts';

/** The CCF state the walk starts from, read once the read side has reached the week. */
export interface JobCcfState {
  /** By parameter code, for the job's operation: the open CCF (O), else a pending-close one (R). */
  ccfs: ReadonlyMap<string, CcfFact>;
  /** By CCF parameter code: the latest value before the week. */
  previous: ReadonlyMap<string, number | null>;
}

export interface JobCcfContext extends JobCcfState {
  site: Site;
  operation: string;
  jobId: string;
  /** The site's CCF parameters by code. */
  ccfParameters: ReadonlyMap<string, ParameterFacts>;
}

/** A CCF the job raises at a cell: the same job and cell always give the same id, so a re-run cannot raise a second. */
export const recalculationCcfId = (jobId: string, code: string, date: string, hour: number): string =>
  nameBasedUuid(`recalculation-ccf/${jobId}/${code}/${date}/${hour}`);

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
    newCcfId: (cell) => recalculationCcfId(ctx.jobId, cell.code, cell.date, cell.hour),
  }).events;
