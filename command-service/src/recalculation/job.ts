// One recalculation job: a RecalculationRequested in, ParameterValuesRecalculated events (with the CCF
// events their CCF parameters call for) out.
import {
  ERRORS,
  recalculationJobId,
  valuesStream,
  type RecalculationLifecycleEvent,
  type RecalculationRequested,
  type StoredEvent,
  type ValuesStreamEvent,
} from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { ReadModels } from '../shared/readModels.ts';
import { emptyWeek, foldWeek, weekEvolver, type WeekState } from '../dataValues/state.ts';
import type { WaitForReadSide } from '../dataValues/readSide.ts';
import type { WeekCache } from '../dataValues/weekCache.ts';
import { accept } from '../shared/decider.ts';
import { handleCommand, journalOf, noFacts, type CommandSpec } from '../shared/handleCommand.ts';
import { settleAppended } from '../ccf/intents.ts';
import { withConstantTimelines } from '../constants/timelines.ts';
import { changedCcfCodes } from './ccf.ts';
import { loadJobCcfState, loadSiteModel, type SiteModel } from './load.ts';
import { byWeek, datesToRecalculate, jobProgress } from './plan.ts';
import { decideRecalculatedWeek, weekChanges, type RecalculateWeek, type WeekDecision, type WeekFacts } from './week.ts';

export interface JobDeps {
  eventStore: CatalogueEventStore;
  readModels: ReadModels;
  clock: { now(): Date };
  waitForReadSide: WaitForReadSide;
  /** The process's folded week streams (a job then reads only what was appended since). */
  weeks?: WeekCache;
}

export type Request = StoredEvent<RecalculationRequested>;

/** How long a job waits for the read models to reach its request (parameters, dependencies, operation). */
const READ_SIDE_WAIT_MS = 30_000;

export const jobIdOf = (request: Pick<Request, 'stream' | 'revision'>): string => recalculationJobId(request.stream, request.revision);

const metadataFor = (deps: JobDeps, request: Request): AppendMetadata => ({
  userId: request.data.requestedBy,
  site: request.data.site,
  correlationId: request.metadata.correlationId,
  causationId: request.data.cause ?? jobIdOf(request),
  timestamp: deps.clock.now().toISOString(),
});

/** Appends a lifecycle event to the request's recalc stream. */
export const appendLifecycle = async (deps: JobDeps, request: Request, event: RecalculationLifecycleEvent): Promise<void> => {
  const spec = {
    stream: request.stream,
    journal: true,
    evolver: journalOf<RecalculationLifecycleEvent>(),
    loadFacts: noFacts,
    decide: (decided: RecalculationLifecycleEvent) => accept(decided),
  };
  await handleCommand(deps.eventStore, spec, event, metadataFor(deps, request));
};

/** Where the job stands in the log: the read side must reach it before CCFs are read (raised in earlier weeks too). */
interface Seen {
  position: bigint;
}

/**
 * A week of the job as one command's write path: the week stream folded, the site model and (when CCF
 * parameters change) the CCF state as facts, the latter read once the read side has reached the week
 * and the job's own appends; in the process's turn for the week stream with data entry's submissions.
 */
const weekCommands = (
  deps: JobDeps,
  command: RecalculateWeek,
  model: SiteModel,
  seen: Seen,
): CommandSpec<RecalculateWeek, WeekState, ValuesStreamEvent, WeekFacts, WeekDecision> => ({
  stream: valuesStream(command.site, command.dates[0] as string),
  evolver: weekEvolver,
  load: async (name) => {
    const state = deps.weeks ? await deps.weeks.load(name) : foldWeek(emptyWeek, await deps.eventStore.readStream(name));
    return { state, revision: state.revision };
  },
  async loadFacts(state) {
    const changes = weekChanges(command, state, model);
    const codes = changedCcfCodes(changes, model.ccfParameters);
    const [first] = changes;
    if (codes.length === 0 || !first) return { model, ccf: null };
    const reach = state.position !== undefined && state.position > seen.position ? state.position : seen.position;
    if (!(await deps.waitForReadSide(reach, READ_SIDE_WAIT_MS))) throw new Error('The read models are behind the week; try again');
    return { model, ccf: await loadJobCcfState(deps.eventStore, deps.readModels, command.site, command.operation, first.date, codes) };
  },
  decide: decideRecalculatedWeek,
});

/**
 * Recalculates one week's dates and appends its changes, with the CCF events they call for, in one
 * append through the one handler (a race lost to another process recomputes); answers how many values changed.
 */
const recalculateWeek = async (
  deps: JobDeps,
  request: Request,
  model: SiteModel,
  dates: readonly string[],
  seen: Seen,
): Promise<number> => {
  const { site, operation, cell, codes, cause } = request.data;
  const command: RecalculateWeek = { site, operation, jobId: jobIdOf(request), dates, cell, codes, cause };
  const spec = weekCommands(deps, command, model, seen);
  const metadata = metadataFor(deps, request);
  const handled = await handleCommand(deps.eventStore, spec, command, metadata);
  // Its label intents settled on their pairs in order (the CCF manager settles any a crash leaves).
  const settled = await settleAppended(deps.eventStore, spec.stream, handled.decision.events, handled, metadata);
  if (handled.decision.answer > 0) seen.position = settled.position;
  return handled.decision.answer;
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
  if (!(await deps.waitForReadSide(request.position, READ_SIDE_WAIT_MS)))
    throw new Error('The read models are behind the request; try again');
  const span = await deps.readModels.operation(site, request.data.operation);
  if (!span) throw new Error(ERRORS.operationNotFound(request.data.operation));
  const weeks = byWeek(datesToRecalculate(request.data, span, deps.clock.now()));
  const total = weeks.length;
  if (!progress.started) await appendLifecycle(deps, request, { type: 'RecalculationStarted', data: { site, jobId, requestedBy, total } });
  const model = await loadSiteModel(deps.readModels, site);
  model.parameters = await withConstantTimelines(deps.eventStore, site, model.parameters);
  let changed = 0;
  const seen: Seen = { position: request.position };
  for (const [index, dates] of weeks.entries()) {
    changed += await recalculateWeek(deps, request, model, dates, seen);
    const done = index + 1;
    if (done < total)
      await appendLifecycle(deps, request, { type: 'RecalculationProgressed', data: { site, jobId, requestedBy, done, total, changed } });
  }
  await appendLifecycle(deps, request, { type: 'RecalculationCompleted', data: { site, jobId, requestedBy, changed } });
};
