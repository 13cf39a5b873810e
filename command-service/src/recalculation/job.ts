// One recalculation job: a RecalculationRequested in, ParameterValuesRecalculated events (with the CCF
// events their CCF parameters call for) out (issue 4 item 5).
import {
  ERRORS,
  recalculationJobId,
  valuesStream,
  type EventMetadata,
  type ParameterValuesRecalculated,
  type RecalculationLifecycleEvent,
  type RecalculationRequested,
  type StoredEvent,
  type ValueChange,
} from '@ftr/contracts';
import { WrongExpectedRevisionError, type EventStore } from '@ftr/infra/eventstore/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { emptyWeek, foldWeek, type WeekState } from '../dataValues/state.ts';
import type { WaitForReadSide } from '../dataValues/readSide.ts';
import { changedCcfCodes, recalculationCcfEvents } from './ccf.ts';
import { computeRecalculation } from './compute.ts';
import { loadJobCcfState, loadOperationSpan, loadSiteModel, type SiteModel } from './load.ts';
import { byWeek, currentValues, datesToRecalculate, jobProgress, recalculatedEvents } from './plan.ts';

export interface JobDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  clock: { now(): Date };
  waitForReadSide: WaitForReadSide;
}

export type Request = StoredEvent<RecalculationRequested>;

/** How long a job waits for the read models to reach its request (parameters, dependencies, operation). */
const READ_SIDE_WAIT_MS = 30_000;
/** Retries of a week that lost a race with a submission (each recomputes on the new values). */
const WEEK_ATTEMPTS = 5;

export const jobIdOf = (request: Pick<Request, 'stream' | 'revision'>): string => recalculationJobId(request.stream, request.revision);

const metadataFor = (deps: JobDeps, request: Request): EventMetadata => ({
  userId: request.data.requestedBy,
  site: request.data.site,
  correlationId: request.metadata.correlationId,
  causationId: jobIdOf(request),
  timestamp: deps.clock.now().toISOString(),
  schemaVersion: 1,
});

/** Appends a lifecycle event to the request's recalc stream. */
export const appendLifecycle = async (deps: JobDeps, request: Request, event: RecalculationLifecycleEvent): Promise<void> => {
  await deps.eventStore.append(request.stream, [{ ...event, metadata: metadataFor(deps, request) }], 'any');
};

/** Where the job stands in the log: the read side must reach it before CCFs are read (raised in earlier weeks too). */
interface Seen {
  position: bigint;
}

/** The CCF events of a week's changes: the CCF state is read once the read side has reached the week and the job's own appends. */
const ccfEventsOf = async (deps: JobDeps, request: Request, model: SiteModel, state: WeekState, values: readonly ParameterValuesRecalculated[], changes: readonly ValueChange[], seen: Seen) => {
  const codes = changedCcfCodes(changes, model.ccfParameters);
  const [first] = changes;
  if (codes.length === 0 || !first) return [];
  const { site, operation } = request.data;
  const reach = state.position !== undefined && state.position > seen.position ? state.position : seen.position;
  if (!(await deps.waitForReadSide(reach, READ_SIDE_WAIT_MS))) throw new Error('The read models are behind the week; try again');
  const ccfState = await loadJobCcfState(deps.readStore, site, operation, first.date, codes);
  const after = foldWeek(state, values.map((event) => ({ ...event, revision: state.revision, position: 0n })));
  return recalculationCcfEvents(changes, after, { site, operation, jobId: jobIdOf(request), ccfParameters: model.ccfParameters, ...ccfState });
};

/**
 * Recalculates one week's dates and appends its changes, with the CCF events they call for, in one
 * append; answers how many values changed.
 */
const recalculateWeek = async (deps: JobDeps, request: Request, model: SiteModel, dates: readonly string[], seen: Seen): Promise<number> => {
  const { site, operation, cell } = request.data;
  const stream = valuesStream(site, dates[0] as string);
  for (let attempt = 1; ; attempt++) {
    const state = foldWeek(emptyWeek, await deps.eventStore.readStream(stream));
    const changes = computeRecalculation({ ...model, dates, current: currentValues(state, operation, dates), ...(cell ? { cell } : {}) });
    if (changes.length === 0) return 0;
    const metadata = metadataFor(deps, request);
    const values = recalculatedEvents(site, operation, jobIdOf(request), changes);
    const ccfEvents = await ccfEventsOf(deps, request, model, state, values, changes, seen);
    const events = [...values, ...ccfEvents].map((event) => ({ ...event, metadata }));
    try {
      const result = await deps.eventStore.append(stream, events, state.revision < 0 ? 'no_stream' : state.revision);
      seen.position = result.position;
      return changes.length;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= WEEK_ATTEMPTS) throw error;
    }
  }
};

/**
 * Runs a job to the end. Idempotent: a completed job (RecalculationCompleted after its request) is
 * skipped, a job cut short resumes without a second RecalculationStarted, and a week already right
 * writes nothing. Throws when it cannot finish (the caller retries, then records the failure).
 */
export const executeJob = async (deps: JobDeps, request: Request): Promise<void> => {
  const jobId = jobIdOf(request);
  const { site, requestedBy } = request.data;
  const progress = jobProgress(await deps.eventStore.readStream(request.stream, { fromRevision: request.revision + 1 }), jobId);
  if (progress.completed) return;
  if (!(await deps.waitForReadSide(request.position, READ_SIDE_WAIT_MS))) throw new Error('The read models are behind the request; try again');
  const span = await loadOperationSpan(deps.readStore, site, request.data.operation);
  if (!span) throw new Error(ERRORS.operationNotFound(request.data.operation));
  const weeks = byWeek(datesToRecalculate(request.data, span, deps.clock.now()));
  const total = weeks.length;
  if (!progress.started) await appendLifecycle(deps, request, { type: 'RecalculationStarted', data: { site, jobId, requestedBy, total } });
  const model = await loadSiteModel(deps.readStore, site);
  let changed = 0;
  const seen: Seen = { position: request.position };
  for (const [index, dates] of weeks.entries()) {
    changed += await recalculateWeek(deps, request, model, dates, seen);
    const done = index + 1;
    if (done < total) await appendLifecycle(deps, request, { type: 'RecalculationProgressed', data: { site, jobId, requestedBy, done, total, changed } });
  }
  await appendLifecycle(deps, request, { type: 'RecalculationCompleted', data: { site, jobId, requestedBy, changed } });
};
