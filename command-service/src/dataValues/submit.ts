import {
  DATA_MESSAGES,
  factoryToday,
  hasFlag,
  statusLabel,
  valuesStream,
  type CcfDataEntry,
  type CcfLabel,
  type ChangeRecord,
  type SubmitDataResult,
  type TokenClaims,
  type ValuesStreamEvent,
} from '@ftr/contracts';
import type { AppendMetadata } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError, readSideUnavailable, toAppError } from '@ftr/infra/http/errors.ts';
import type { FastifyRequest } from 'fastify';
import { loadReasonRule } from '../audit/settings.ts';
import { linkAppended } from '../ccf/linker.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { handleCommand, type CommandSpec } from '../shared/handleCommand.ts';
import { decideSubmission, type SubmissionDecision, type SubmitCommand } from './decider.ts';
import { READ_SIDE_WAIT_MS, type DataValueDeps } from './deps.ts';
import { isCcfParameter, type CcfFact, type ParameterFacts, type SubmissionContext } from './facts.ts';
import { loadCcfCounts, loadPrevious, loadWriteFacts } from './load.ts';
import { submissionShape } from './shape.ts';
import { foldWeek, weekEvolver, type WeekState } from './state.ts';

/** Who a submission is decided for: a user's name, current site and flags (as a session's claims carry them). */
export type Submitter = Pick<TokenClaims, 'sub' | 'site' | 'flags'> & {
  /** The system itself (automatic capture): writes any parameter of the site, as a data screen maintainer with the highest access. */
  system?: true;
};

/** What the system may write: every parameter of its site, whatever screen holds it. */
const SYSTEM_WRITER = { writeAccess: 5, maintainer: true, screens: [] };

export interface Submission {
  submissionId: string;
  screenId?: number | undefined;
  records: readonly ChangeRecord[];
  /** Set when the values are a CCF data value (POST /ccf-data/:id): carried on the value events. */
  ccf?: CcfDataEntry | undefined;
  /** Set when automatic capture enters the values from process tag readings. */
  source?: 'PROCESS_TAG' | undefined;
}

const labelsOf = (parameters: ReadonlyMap<string, ParameterFacts>, ccfs: SubmissionContext['ccfs']) => {
  const labels: Record<string, CcfLabel | null> = {};
  for (const p of parameters.values()) if (isCcfParameter(p)) labels[p.CODE] = statusLabel(ccfs.get(p.CODE)?.status ?? null);
  return labels;
};

/**
 * Reads what a submission is decided against. Read-your-writes for CCFs: with a CCF parameter among the
 * codes, the CCFs are read once the read side has reached the week stream's last event (a CCF raised by
 * the write before is seen); nothing else in the context comes from the week stream, so other
 * submissions do not wait for the projector.
 */
const loadContext = async (deps: DataValueDeps, user: Submitter, operation: string, submission: Submission, state: WeekState) => {
  const { readModels } = deps;
  const codes = [...new Set(submission.records.map((r) => r.CODE))];
  const parameters = await readModels.parameters(user.site, codes);
  const holdsCcf = [...parameters.values()].some(isCcfParameter);
  if (holdsCcf && state.position !== undefined && !(await deps.waitForReadSide(state.position, READ_SIDE_WAIT_MS))) {
    throw readSideUnavailable();
  }
  const ccfCodes = [...parameters.values()].filter(isCcfParameter).map((p) => p.CODE);
  const [op, ccfs, ccfCounts, write, reasonRule] = await Promise.all([
    readModels.operation(user.site, operation),
    holdsCcf ? readModels.activeCcfs(user.site, operation) : new Map<string, CcfFact>(),
    loadCcfCounts(readModels, user.site, operation, ccfCodes),
    user.system ? SYSTEM_WRITER : loadWriteFacts(readModels, user.site, user.sub, codes, submission.screenId),
    loadReasonRule(deps.eventStore, user.site, submission.screenId),
  ]);
  const context: SubmissionContext = {
    site: user.site,
    today: factoryToday(deps.clock.now()),
    historicData: hasFlag(user.flags, 'HISTORIC_DATA'),
    reasonRule,
    operation: op,
    parameters,
    write,
    ccfs,
    ccfCounts,
    previous: await loadPrevious(readModels, user.site, submission.records, parameters),
  };
  return context;
};

/** POST /data, for the signed-in user, with the request's metadata. */
export const submitValues = (
  deps: DataValueDeps,
  request: FastifyRequest,
  user: TokenClaims,
  submission: Submission,
): Promise<SubmitDataResult> =>
  submitWithMetadata(deps, user, submission, requestMetadata(request, user, deps.clock, submission.submissionId));

/** The week stream's write path: the cached fold, the context as facts (re-read after a move only when it follows the week), the decider. */
const submissionSpec = (
  deps: DataValueDeps,
  user: Submitter,
  operation: string,
  submission: Submission,
  stream: string,
): CommandSpec<SubmitCommand, WeekState, ValuesStreamEvent, SubmissionContext, SubmissionDecision> => ({
  stream,
  evolver: weekEvolver,
  load: async (name) => {
    const state = await deps.weeks.load(name);
    return { state, revision: state.revision };
  },
  loadFacts: (state) => loadContext(deps, user, operation, submission, state),
  // CCFs and labels follow the week's values; nothing else in the context comes from the week stream.
  keepFacts: (context) => ![...context.parameters.values()].some(isCcfParameter),
  decide: decideSubmission,
  appended: (loaded, events, result) => {
    const first = result.nextRevision - events.length + 1;
    deps.weeks.remember(
      stream,
      foldWeek(
        loaded.state,
        events.map((e, i) => ({ ...e, revision: first + i, position: result.position })),
      ),
    );
  },
});

/**
 * A submission (POST /data; the demo seed, CCF data values): one atomic append to the site's week stream
 * through the one handler, expecting the revision it decided on. The context is read first,
 * concurrently; then the process's writes of the stream take turns: each reads the stream's state,
 * decides and appends, so writers of different cells in one process never refuse each other. A race lost
 * to another process re-reads and decides again, with backoff: a true conflict then shows as stale cells
 * (409). `metadata` goes on every event and must carry the submission id.
 */
export const submitWithMetadata = async (
  deps: DataValueDeps,
  user: Submitter,
  submission: Submission,
  metadata: AppendMetadata,
): Promise<SubmitDataResult> => {
  const shape = submissionShape(submission.records);
  if (!shape.ok) throw toAppError(shape.failure);
  const spec = submissionSpec(deps, user, shape.operation, submission, valuesStream(user.site, shape.date));
  const command: SubmitCommand = {
    submissionId: submission.submissionId,
    records: submission.records,
    ccf: submission.ccf,
    source: submission.source,
  };
  const handled = await handleCommand(deps.eventStore, spec, command, metadata);
  const { decision, facts, position } = handled;
  // The CCFs it raised or moved to R: copied onto their own streams before the answer (ccf/linker.ts).
  if (decision.kind === 'accepted') await linkAppended(deps.eventStore, spec.stream, decision.events, handled, metadata);
  const answer = { message: DATA_MESSAGES.submitted, submissionId: submission.submissionId };
  if (decision.kind === 'duplicate') {
    return { ...answer, position: decision.position.toString(), duplicate: true, labels: labelsOf(facts.parameters, facts.ccfs), ccfs: [] };
  }
  return { ...answer, position: position.toString(), duplicate: false, labels: decision.labels, ccfs: decision.ccfs };
};

export const centralOfficeRefused = (): AppError => new AppError('forbidden', DATA_MESSAGES.centralOffice);
