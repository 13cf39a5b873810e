// One week of a recalculation job, decided (pure): the week's recomputed values and the CCF events their
// CCF parameters call for, on the week stream's state; the site model and the CCF state are the facts.
import type { Site, ValuesStreamEvent } from '@ftr/contracts';
import type { WeekState } from '../dataValues/state.ts';
import { foldWeek } from '../dataValues/state.ts';
import { recalculationCcfEvents, type JobCcfState } from './ccf.ts';
import { computeRecalculation } from './compute.ts';
import type { SiteModel } from './load.ts';
import { currentValues, recalculatedEvents } from './plan.ts';
import type { Accepted } from '../shared/decider.ts';

export interface RecalculateWeek {
  site: Site;
  operation: string;
  jobId: string;
  dates: readonly string[];
  cell?: { code: string; date: string; hour: number } | undefined;
  /** Only these codes and their dependents (absent: every calculated parameter). */
  codes?: readonly string[] | undefined;
  /** The event whose change the job follows, recorded on the values it writes. */
  cause?: string | undefined;
}

export interface WeekFacts {
  model: SiteModel;
  /** The CCF state of the changed CCF parameters (null: none changed). */
  ccf: JobCcfState | null;
}

/** Always accepted (a recalculation refuses nothing), answering how many values changed. */
export type WeekDecision = Accepted<ValuesStreamEvent, number>;

/** The changes the job makes to the week (pure): what the facts are loaded for and what is decided. */
export const weekChanges = (command: RecalculateWeek, state: WeekState, model: SiteModel) =>
  computeRecalculation({
    ...model,
    dates: command.dates,
    current: currentValues(state, command.operation, command.dates),
    ...(command.cell ? { cell: command.cell } : {}),
    ...(command.codes ? { codes: command.codes } : {}),
  });

export const decideRecalculatedWeek = (command: RecalculateWeek, state: WeekState, facts: WeekFacts): WeekDecision => {
  const { site, operation, jobId } = command;
  const changes = weekChanges(command, state, facts.model);
  if (changes.length === 0) return { ok: true, events: [], answer: 0 };
  const values = recalculatedEvents(site, operation, jobId, changes, command.cause);
  if (!facts.ccf) return { ok: true, events: values, answer: changes.length };
  const after = foldWeek(
    state,
    values.map((event) => ({ ...event, revision: state.revision, position: 0n })),
  );
  const ccfEvents = recalculationCcfEvents(changes, after, {
    site,
    operation,
    ccfParameters: facts.model.ccfParameters,
    ...facts.ccf,
  });
  return { ok: true, events: [...values, ...ccfEvents], answer: changes.length };
};
