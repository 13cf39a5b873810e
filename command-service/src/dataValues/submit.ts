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
  type Signature,
  type TokenClaims,
  type ValuesStreamEvent,
} from '@ftr/contracts';
import type { AppendMetadata } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError, toAppError } from '@ftr/infra/http/errors.ts';
import type { FastifyRequest } from 'fastify';
import { loadReasonRule } from '../audit/settings.ts';
import { settleAppended, settleWritten } from '../ccf/intents.ts';
import { loadPairCcfs } from '../ccf/pair.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { handleCommand, type CommandSpec } from '../shared/handleCommand.ts';
import { decideSubmission, type SubmissionDecision, type SubmitCommand } from './decider.ts';
import type { DataValueDeps } from './deps.ts';
import { isCcfParameter, type ParameterFacts, type SubmissionContext } from './facts.ts';
import { loadPreviousFromWeeks, loadWriteFacts } from './load.ts';
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
  /** The verified signature, and after how many days a correction needs one (null: never), from the site's settings. */
  signature?: Signature | undefined;
  signatureAfterDays?: number | null | undefined;
}

const labelsOf = (parameters: ReadonlyMap<string, ParameterFacts>, ccfs: SubmissionContext['ccfs']) => {
  const labels: Record<string, CcfLabel | null> = {};
  for (const p of parameters.values()) if (isCcfParameter(p)) labels[p.CODE] = statusLabel(ccfs.get(p.CODE)?.status ?? null);
  return labels;
};

/**
 * Reads what a submission is decided against. Nothing waits for the read side: the CCFs of its CCF
 * parameters come from their pair and CCF streams, the value before the week from the week before's stream
 * (docs/ccf.md); the rest (parameters, screens, users) is not written by data entry.
 */
const loadContext = async (deps: DataValueDeps, user: Submitter, operation: string, submission: Submission) => {
  const { readModels } = deps;
  const codes = [...new Set(submission.records.map((r) => r.CODE))];
  const parameters = await readModels.parameters(user.site, codes);
  const ccfCodes = [...parameters.values()].filter(isCcfParameter).map((p) => p.CODE);
  const [op, ccfs, write, reasonRule, previous] = await Promise.all([
    readModels.operation(user.site, operation),
    loadPairCcfs(deps.eventStore, user.site, operation, ccfCodes),
    user.system ? SYSTEM_WRITER : loadWriteFacts(readModels, user.site, user.sub, codes, submission.screenId),
    loadReasonRule(deps.eventStore, user.site, submission.screenId),
    loadPreviousFromWeeks(deps.weeks, readModels, user.site, submission.records, parameters),
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
    previous,
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
  loadFacts: () => loadContext(deps, user, operation, submission),
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
    signature: submission.signature,
    signatureAfterDays: submission.signatureAfterDays,
  };
  const handled = await handleCommand(deps.eventStore, spec, command, metadata);
  const { decision, facts, position } = handled;
  const answer = { message: DATA_MESSAGES.submitted, submissionId: submission.submissionId };
  if (decision.answer.kind === 'duplicate') {
    // The original may still be settling its intents (the CCF manager writes a CCF data value's week
    // submission too, and may get there first): this answer also waits until its CCFs have moved.
    const settled = await settleWritten(deps.eventStore, spec.stream, submission.submissionId, decision.answer.position);
    const position = settled.position.toString();
    return { ...answer, position, duplicate: true, labels: labelsOf(facts.parameters, facts.ccfs), ccfs: settled.ccfs };
  }
  // Its label intents settled on their pairs before the answer, so the CCFs they raise exist (ccf/intents.ts).
  const settled = await settleAppended(deps.eventStore, spec.stream, decision.events, { ...handled, position }, metadata);
  return { ...answer, position: settled.position.toString(), duplicate: false, labels: decision.answer.labels, ccfs: settled.ccfs };
};

export const centralOfficeRefused = (): AppError => new AppError('forbidden', DATA_MESSAGES.centralOffice);

/**
 * Decides a submission without writing it (a CCF data value is accepted on its CCF's stream only when data
 * entry would take it now): the refusal data entry would answer, thrown; nothing when it would be taken.
 */
export const checkSubmission = async (deps: DataValueDeps, user: Submitter, submission: Submission): Promise<void> => {
  const shape = submissionShape(submission.records);
  if (!shape.ok) throw toAppError(shape.failure);
  const [state, context] = await Promise.all([
    deps.weeks.load(valuesStream(user.site, shape.date)),
    loadContext(deps, user, shape.operation, submission),
  ]);
  const command: SubmitCommand = { submissionId: submission.submissionId, records: submission.records, ccf: submission.ccf };
  const decision = decideSubmission(command, state, context);
  if (!decision.ok) throw toAppError(decision.failure);
};
