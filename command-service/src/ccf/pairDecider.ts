// The CCF pair's decisions (docs/ccf.md): raise, or move the open CCF to R, for a parameter and
// operation, so that at most one CCF of the pair is open (O). Pure: the pair's fold, its head (the
// pair's latest CCF as its own stream has it) and, for an operator's raise, the parameter and operation.
import {
  CCF_MESSAGES,
  ERRORS,
  fail,
  type CcfLabelSettled,
  type CcfSequenced,
  type CcfSource,
  type CcfStatus,
  type Site,
} from '@ftr/contracts';
import { acceptWith, reject, type Decision } from '../shared/decider.ts';
import { pairCcfId } from './pairId.ts';
import type { PairState, Sequenced, Settlement } from './pairState.ts';

/** Who the pair is. */
export interface Pair {
  site: Site;
  parameter: string;
  operation: string;
}

export interface RaiseRequest extends Pair {
  kind: 'Raise';
  /** The label intent's key (null: an operator's raise, decided afresh each time). */
  cause: string | null;
  ccfType: string | null | undefined;
  ccfAnalysis: string | null | undefined;
  raisedFrom: CcfSource;
  date: string | null;
  hour: number | null;
  value: number | null;
  comment?: { commentId: string; type: number; comment: string } | undefined;
  /** A label intent's instant of the value (recorded when it settles unchanged). */
  at?: string | undefined;
}

export interface PendingCloseRequest extends Pair {
  kind: 'PendingClose';
  cause: string;
  at: string;
}

export type PairCommand = RaiseRequest | PendingCloseRequest;

/**
 * The pair's latest CCF: its sequence and id, and its status on its own stream ('raising': named by the
 * pair, its stream not written yet, so open). `next`: the sequence a raise takes.
 */
export interface PairHead {
  next: number;
  head: { id: string; status: CcfStatus | 'raising' } | null;
}

export interface PairFacts {
  head: PairHead;
  /** An operator's raise only: the parameter (null: none at the site) and whether the operation exists. */
  checks?: { parameter: { CCF_TYPE: string | null; CCF_ANALYSIS: string | null } | null; operationExists: boolean } | undefined;
}

/** What the pair decided, for the write on the CCF's stream that follows (the events are the pair's own). */
export type PairAnswer =
  | { kind: 'raise'; sequenced: Sequenced }
  | { kind: 'open'; id: string }
  | { kind: 'pendingClose'; id: string; at: string }
  | { kind: 'unchanged'; id: string | null }
  | { kind: 'settled'; settlement: Settlement };
export type PairDecision = Decision<CcfSequenced | CcfLabelSettled, PairAnswer>;

/** Open: O on its stream, or named and not yet written (a raise being completed). */
export const isOpen = (head: PairHead['head']): boolean => head !== null && (head.status === 'O' || head.status === 'raising');

const settledEvent = (command: PairCommand, cause: string, outcome: 'pendingClose' | 'unchanged', id: string | null, at: string) => ({
  type: 'CcfLabelSettled' as const,
  data: {
    site: command.site,
    parameter: command.parameter,
    operation: command.operation,
    cause,
    label: command.kind === 'Raise' ? ('New CCF' as const) : ('Pending Close' as const),
    outcome,
    id,
    at,
  },
});

const decideRaise = (command: RaiseRequest, facts: PairFacts): PairDecision => {
  const { checks } = facts;
  if (checks && !checks.parameter) return reject(fail('not_found', CCF_MESSAGES.parameterNotFound(command.parameter)));
  if (checks && !checks.operationExists) return reject(fail('not_found', ERRORS.operationNotFound(command.operation)));
  const { head, next } = facts.head;
  if (head !== null && isOpen(head)) {
    const at = command.at ?? '';
    const events = command.cause === null ? [] : [settledEvent(command, command.cause, 'unchanged', head.id, at)];
    return acceptWith({ kind: 'open', id: head.id }, ...events);
  }
  const { site, parameter, operation } = command;
  const sequenced: Sequenced = {
    id: pairCcfId(site, parameter, operation, next),
    site,
    parameter,
    operation,
    sequence: next,
    cause: command.cause,
    ccfType: command.ccfType ?? checks?.parameter?.CCF_TYPE ?? null,
    ccfAnalysis: command.ccfAnalysis ?? checks?.parameter?.CCF_ANALYSIS ?? null,
    raisedFrom: command.raisedFrom,
    date: command.date,
    hour: command.hour,
    value: command.value,
    ...(command.comment ? { comment: command.comment } : {}),
  };
  return acceptWith({ kind: 'raise', sequenced }, { type: 'CcfSequenced', data: sequenced });
};

/**
 * A raise names the pair's next CCF unless its latest is open (then that one answers); a pending close
 * moves the open one to R (settled here, written on the CCF's stream after); an intent already settled
 * answers as it was settled and writes nothing. `state.next` never goes back, and a raise needs the
 * latest CCF not open: a CCF that has left O never returns to it, so one CCF of the pair is open at most.
 */
export const decidePair = (command: PairCommand, state: PairState, facts: PairFacts): PairDecision => {
  const done = command.cause === null ? undefined : state.settled.get(command.cause);
  if (done) return acceptWith({ kind: 'settled', settlement: done });
  if (command.kind === 'Raise') return decideRaise(command, facts);
  const { head } = facts.head;
  if (head !== null && isOpen(head)) {
    const answer = { kind: 'pendingClose' as const, id: head.id, at: command.at };
    return acceptWith(answer, settledEvent(command, command.cause, 'pendingClose', head.id, command.at));
  }
  return acceptWith({ kind: 'unchanged', id: null }, settledEvent(command, command.cause, 'unchanged', head?.id ?? null, command.at));
};
