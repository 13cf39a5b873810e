import {
  DATA_MESSAGES,
  factoryToday,
  hasFlag,
  statusLabel,
  valuesStream,
  type CcfDataEntry,
  type CcfLabel,
  type ChangeRecord,
  type EventMetadata,
  type SubmitDataResult,
  type TokenClaims,
} from '@ftr/contracts';
import { WrongExpectedRevisionError } from '@ftr/infra/eventstore/port.ts';
import { AppError, toAppError } from '@ftr/infra/http/errors.ts';
import type { FastifyRequest } from 'fastify';
import { loadReasonRule } from '../audit/settings.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { decideSubmission } from './decider.ts';
import { APPEND_ATTEMPTS, READ_SIDE_WAIT_MS, type DataValueDeps } from './deps.ts';
import { isCcfParameter, type ParameterFacts, type SubmissionContext } from './facts.ts';
import { loadCcfs, loadOperation, loadParameters, loadPrevious, loadScreen } from './load.ts';
import { submissionShape } from './shape.ts';
import { foldWeek, type WeekState } from './state.ts';

/** Who a submission is decided for: a user's name, current site and flags (as a session's claims carry them). */
export type Submitter = Pick<TokenClaims, 'sub' | 'site' | 'flags'>;

export interface Submission {
  submissionId: string;
  screenId?: number | undefined;
  records: readonly ChangeRecord[];
  /** Set when the values are a CCF data value (POST /ccf-data/:id): carried on the value events. */
  ccf?: CcfDataEntry | undefined;
}

const labelsOf = (parameters: ReadonlyMap<string, ParameterFacts>, ccfs: SubmissionContext['ccfs']) => {
  const labels: Record<string, CcfLabel | null> = {};
  for (const p of parameters.values()) if (isCcfParameter(p)) labels[p.CODE] = statusLabel(ccfs.get(p.CODE)?.status ?? null);
  return labels;
};

/** Reads the context after the read side has caught up with the week stream (read-your-writes for CCFs). */
const loadContext = async (deps: DataValueDeps, user: Submitter, operation: string, submission: Submission, state: WeekState) => {
  const { readStore } = deps;
  if (state.position !== undefined && !(await deps.waitForReadSide(state.position, READ_SIDE_WAIT_MS))) {
    throw new Error(DATA_MESSAGES.readSideBehind);
  }
  const codes = [...new Set(submission.records.map((r) => r.CODE))];
  const [parameters, op, ccfs, screen, reasonRule] = await Promise.all([
    loadParameters(readStore, user.site, codes),
    loadOperation(readStore, user.site, operation),
    loadCcfs(readStore, user.site, operation),
    submission.screenId === undefined ? undefined : loadScreen(readStore, submission.screenId, user.sub),
    loadReasonRule(deps.eventStore, user.site, submission.screenId),
  ]);
  const context: SubmissionContext = {
    site: user.site,
    today: factoryToday(deps.clock.now()),
    historicData: hasFlag(user.flags, 'HISTORIC_DATA'),
    reasonRule,
    operation: op,
    parameters,
    ...(screen ? { screen } : {}),
    ccfs,
    previous: await loadPrevious(readStore, user.site, submission.records, parameters),
    newCcfId: deps.newId,
  };
  return context;
};

/** POST /data, for the signed-in user, with the request's metadata. */
export const submitValues = (deps: DataValueDeps, request: FastifyRequest, user: TokenClaims, submission: Submission): Promise<SubmitDataResult> =>
  submitWithMetadata(deps, user, submission, requestMetadata(request, user, deps.clock, submission.submissionId));

/**
 * A submission (POST /data; the demo seed): one atomic append to the site's week stream, expecting the
 * revision it decided on. A lost race re-reads the stream and decides again (a true conflict then shows
 * as stale cells, 409). `metadata` goes on every event and must carry the submission id.
 */
export const submitWithMetadata = async (deps: DataValueDeps, user: Submitter, submission: Submission, metadata: EventMetadata): Promise<SubmitDataResult> => {
  const shape = submissionShape(submission.records);
  if (!shape.ok) throw toAppError(shape.failure);
  const stream = valuesStream(user.site, shape.date);
  for (let attempt = 1; ; attempt++) {
    const state = await deps.weeks.load(stream);
    const context = await loadContext(deps, user, shape.operation, submission, state);
    const decision = decideSubmission({ submissionId: submission.submissionId, records: submission.records, ccf: submission.ccf }, state, context);
    const answer = { message: DATA_MESSAGES.submitted, submissionId: submission.submissionId };
    switch (decision.kind) {
      case 'rejected':
        throw toAppError(decision.failure);
      case 'duplicate':
        return { ...answer, position: decision.position.toString(), duplicate: true, labels: labelsOf(context.parameters, context.ccfs), ccfs: [] };
      case 'accepted':
        try {
          const events = decision.events.map((event) => ({ ...event, metadata }));
          const result = await deps.eventStore.append(stream, events, state.revision < 0 ? 'no_stream' : state.revision);
          const first = result.nextRevision - events.length + 1;
          deps.weeks.remember(stream, foldWeek(state, events.map((e, i) => ({ ...e, revision: first + i, position: result.position }))));
          return { ...answer, position: result.position.toString(), duplicate: false, labels: decision.labels, ccfs: decision.ccfs };
        } catch (error) {
          if (error instanceof WrongExpectedRevisionError && attempt < APPEND_ATTEMPTS) continue;
          throw error;
        }
    }
  }
};

export const centralOfficeRefused = (): AppError => new AppError('forbidden', DATA_MESSAGES.centralOffice);
