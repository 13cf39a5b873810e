// Operator-raised CCFs and the client's end call (spec 3 §7 POST /ccf, spec 1 §7 POST /ccf/ccfend). Pure.
import {
  CCF_MESSAGES,
  ERRORS,
  fail,
  type CcfCommentAdded,
  type CcfDto,
  type CcfPendingClose,
  type CcfRaised,
  type Failure,
  type Site,
} from '@ftr/contracts';
import type { CcfFacts } from './lifecycle.ts';
import type { CcfState } from './state.ts';

export { pairCcfId } from './pairId.ts';

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
  open: { ID: string; position?: string } | null;
}

/** A Decision for the new CCF's stream: the raise (with its first comment), or nothing when an open CCF answers instead. */
export type RaiseDecision =
  | { ok: true; kind: 'raise'; events: (CcfRaised | CcfCommentAdded)[]; event: CcfRaised; comment: CcfCommentAdded | null }
  | { ok: true; kind: 'existing'; events: []; id: string; comment: CcfCommentAdded | null }
  | { ok: false; kind: 'rejected'; failure: Failure };

const firstComment = (command: RaiseCommand, id: string): CcfCommentAdded | null =>
  command.comment
    ? {
        type: 'CcfCommentAdded',
        data: { id, site: command.site, commentId: command.comment.id, type: command.comment.type, comment: command.comment.comment },
      }
    : null;

/**
 * Raises a CCF unless one is open for the parameter and operation, or its stream has been raised
 * meanwhile (then that one is the answer). The first comment, if any, goes with it (in the same
 * append), or onto the open one that answers instead.
 */
export const decideRaise = (command: RaiseCommand, state: CcfState, ctx: RaiseContext): RaiseDecision => {
  if (!ctx.parameter) return { ok: false, kind: 'rejected', failure: fail('not_found', CCF_MESSAGES.parameterNotFound(command.parameter)) };
  if (!ctx.operationExists) return { ok: false, kind: 'rejected', failure: fail('not_found', ERRORS.operationNotFound(command.operation)) };
  const open = state.ccf?.ID ?? ctx.open?.ID;
  if (open) return { ok: true, kind: 'existing', events: [], id: open, comment: firstComment(command, open) };
  const event: CcfRaised = {
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
  };
  const comment = firstComment(command, command.id);
  return { ok: true, kind: 'raise', events: comment ? [event, comment] : [event], event, comment };
};

/** Slack for client clocks when a timestamp is checked against the server's. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export type EndDecision =
  { kind: 'end'; event: CcfPendingClose } | { kind: 'unchanged'; status: CcfDto['STATUS'] } | { kind: 'rejected'; failure: Failure };

/**
 * Moves an open CCF of the user's site to R as of `at`. A CCF of another site is not found (nothing
 * leaks); one that is not open is left as it is (idempotent: POST /data may have moved it already).
 */
export const decideEnd = (ccf: CcfFacts | null, site: Site, at: string, now: Date): EndDecision => {
  if (!ccf || ccf.SITE !== site) return { kind: 'rejected', failure: fail('not_found', CCF_MESSAGES.notFound) };
  if (new Date(at).getTime() > now.getTime() + CLOCK_SKEW_MS)
    return { kind: 'rejected', failure: fail('validation', CCF_MESSAGES.timestampInFuture) };
  if (ccf.STATUS !== 'O') return { kind: 'unchanged', status: ccf.STATUS };
  return {
    kind: 'end',
    event: { type: 'CcfPendingClose', data: { id: ccf.ID, site, parameter: ccf.PARAMETER, operation: ccf.OPERATION, at } },
  };
};

export const centralOfficeCcf = (): Failure => fail('forbidden', ERRORS.forbidden);
