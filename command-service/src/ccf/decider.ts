// Operator-raised CCFs and the client's end call (spec 3 §7 POST /ccf, spec 1 §7 POST /ccf/ccfend). Pure.
import { CCF_MESSAGES, ERRORS, type CcfCommentAdded, type CcfDto, type CcfPendingClose, type CcfRaised, type Site } from '@ftr/contracts';
import { fail, type Failure } from '@ftr/infra/http/errors.ts';

export interface RaiseCommand {
  site: Site;
  id: string;
  parameter: string;
  operation: string;
  ccfType: string | null | undefined;
  ccfAnalysis: string | null | undefined;
  raisedFrom: 'OPERATOR' | 'DATAENTRY';
  /** The raise dialog's first comment, with the id it gets. */
  comment?: { id: string; type: number; comment: string } | undefined;
}

export interface RaiseContext {
  parameter: { CCF_TYPE: string | null; CCF_ANALYSIS: string | null } | null;
  operationExists: boolean;
  /** The open (O) CCF of the parameter and operation, if any. */
  open: Pick<CcfDto, 'ID'> | null;
}

export type RaiseDecision =
  | { kind: 'raise'; event: CcfRaised; comment: CcfCommentAdded | null }
  | { kind: 'existing'; id: string; comment: CcfCommentAdded | null }
  | { kind: 'rejected'; failure: Failure };

const firstComment = (command: RaiseCommand, id: string): CcfCommentAdded | null =>
  command.comment
    ? { type: 'CcfCommentAdded', data: { id, site: command.site, commentId: command.comment.id, type: command.comment.type, comment: command.comment.comment } }
    : null;

/**
 * Raises a CCF unless one is open for the parameter and operation (then that one is the answer). The
 * first comment, if any, goes with it (in the same append), or onto the open one that answers instead.
 */
export const decideRaise = (command: RaiseCommand, ctx: RaiseContext): RaiseDecision => {
  if (!ctx.parameter) return { kind: 'rejected', failure: fail('not_found', CCF_MESSAGES.parameterNotFound(command.parameter)) };
  if (!ctx.operationExists) return { kind: 'rejected', failure: fail('not_found', ERRORS.operationNotFound(command.operation)) };
  if (ctx.open) return { kind: 'existing', id: ctx.open.ID, comment: firstComment(command, ctx.open.ID) };
  return {
    kind: 'raise',
    event: {
      type: 'CcfRaised',
      data: {
        id: command.id,
        site: command.site,
        parameter: command.parameter,
        operation: command.operation,
        ccfType: command.ccfType ?? ctx.parameter.CCF_TYPE,
        ccfAnalysis: command.ccfAnalysis ?? ctx.parameter.CCF_ANALYSIS,
        raisedFrom: command.raisedFrom,
        status: 'O',
        date: null,
        hour: null,
        value: null,
      },
    },
    comment: firstComment(command, command.id),
  };
};

/** Slack for client clocks when a timestamp is checked against the server's. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export type EndDecision = { kind: 'end'; event: CcfPendingClose } | { kind: 'unchanged'; status: CcfDto['STATUS'] } | { kind: 'rejected'; failure: Failure };

/**
 * Moves an open CCF of the user's site to R as of `at`. A CCF of another site is not found (nothing
 * leaks); one that is not open is left as it is (idempotent: POST /data may have moved it already).
 */
export const decideEnd = (ccf: CcfDto | null, site: Site, at: string, now: Date): EndDecision => {
  if (!ccf || ccf.SITE !== site) return { kind: 'rejected', failure: fail('not_found', CCF_MESSAGES.notFound) };
  if (new Date(at).getTime() > now.getTime() + CLOCK_SKEW_MS) return { kind: 'rejected', failure: fail('validation', CCF_MESSAGES.timestampInFuture) };
  if (ccf.STATUS !== 'O') return { kind: 'unchanged', status: ccf.STATUS };
  return { kind: 'end', event: { type: 'CcfPendingClose', data: { id: ccf.ID, site, parameter: ccf.PARAMETER, operation: ccf.OPERATION, at } } };
};

export const centralOfficeCcf = (): Failure => fail('forbidden', ERRORS.forbidden);
