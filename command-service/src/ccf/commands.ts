// The commands on a CCF's own stream (ccf-{id}), decided in one exhaustive switch (DESIGN §7): ending,
// closing, comments and deleting. Pure: the stream's fold (state.ts) is the only fact a decision uses;
// ids and the time come in with the command.
import { assertNever, ccfStream, type CcfEvent, type Site } from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { readSideUnavailable } from '@ftr/infra/http/errors.ts';
import { accept, fold, reject, type CommandSpec, type Decision } from '../shared/handleCommand.ts';
import type { CcfCommentRecord, CcfRecord, ReadModels } from '../shared/readModels.ts';
import { decideEnd } from './decider.ts';
import { decideAddComment, decideClose, decideDelete, decideEditComment, type CommentInput, type Write } from './lifecycle.ts';
import { ccfEvolver, liveCcf, type CcfState } from './state.ts';

export type CcfCommand =
  | { kind: 'EndCcf'; site: Site; at: string; now: Date }
  | { kind: 'CloseCcf'; site: Site; commentId: string; input: CommentInput }
  | { kind: 'AddComment'; site: Site; commentId: string; input: CommentInput }
  | { kind: 'EditComment'; site: Site; username: string; commentId: string; input: CommentInput }
  | { kind: 'DeleteCcf'; site: Site };

/** What the answers report besides the decision: the CCF and comment as the read side has them (positions). */
export interface CcfCommandFacts {
  ccf: CcfRecord | null;
  comment: CcfCommentRecord | null;
}

const written = <E extends CcfEvent>(write: Write<E>): Decision<CcfEvent> =>
  write.kind === 'write' ? accept(write.event) : reject(write.failure);

export const decideCcf = (command: CcfCommand, state: CcfState): Decision<CcfEvent> => {
  const ccf = liveCcf(state);
  switch (command.kind) {
    case 'EndCcf': {
      const decision = decideEnd(ccf, command.site, command.at, command.now);
      if (decision.kind === 'rejected') return reject(decision.failure);
      return decision.kind === 'end' ? accept(decision.event) : accept();
    }
    case 'CloseCcf':
      return written(decideClose(ccf, command.site, command.commentId, command.input));
    case 'AddComment':
      return written(decideAddComment(ccf, command.site, command.commentId, command.input));
    case 'EditComment': {
      const comment = state.comments.get(command.commentId) ?? null;
      const user = { site: command.site, username: command.username };
      const decision = decideEditComment(ccf, comment, user, command.commentId, command.input);
      return decision.kind === 'unchanged' ? accept() : written(decision);
    }
    case 'DeleteCcf':
      return written(decideDelete(ccf, command.site));
    default:
      return assertNever(command);
  }
};

/**
 * Whether the stream still lacks what the read side already shows of the CCF: a raise or pending close
 * of data entry that the CCF linker has not copied yet (the read side projects the week's own events).
 */
export const linkerBehind = (state: CcfState, known: Pick<CcfRecord, 'STATUS'> | null): boolean => {
  const mine = liveCcf(state);
  if (known === null) return false;
  if (mine === null) return !state.deleted;
  return known.STATUS === 'R' && mine.STATUS === 'O';
};

/** What reading a CCF needs: its stream, the read side (caught up first) to tell when the stream is behind. */
export interface CcfReads {
  eventStore: Pick<EventStore, 'readStream'>;
  readModels: ReadModels;
  caughtUp(): Promise<void>;
}

/** A CCF's stream folded, once the read side is caught up and the stream is not behind it (else 503, retry). */
export const currentCcf = async (deps: CcfReads, id: string): Promise<CcfState> => {
  await deps.caughtUp();
  const known = await deps.readModels.ccf(id);
  const state = fold(ccfEvolver, await deps.eventStore.readStream(ccfStream(id)));
  if (linkerBehind(state, known)) throw readSideUnavailable();
  return state;
};

/**
 * A CCF's stream as one command's write path: decided on the stream's fold; the read side (caught up,
 * 503 when it cannot) only supplies the answer's positions and says when the stream is behind it (the
 * linker has not copied a week's CCF event yet: 503 with a retry hint, docs/ccf.md).
 */
export const ccfCommands = (
  deps: CcfReads,
  id: string,
  commentId?: string,
): CommandSpec<CcfCommand, CcfState, CcfEvent, CcfCommandFacts> => ({
  stream: ccfStream(id),
  evolver: ccfEvolver,
  async loadFacts(state) {
    await deps.caughtUp();
    const [ccf, comment] = await Promise.all([
      deps.readModels.ccf(id),
      commentId === undefined ? null : deps.readModels.ccfComment(commentId),
    ]);
    // Behind, or moved on since it was folded: fold it again before refusing.
    if (linkerBehind(state, ccf) && linkerBehind(fold(ccfEvolver, await deps.eventStore.readStream(ccfStream(id))), ccf))
      throw readSideUnavailable();
    return { ccf, comment };
  },
  decide: decideCcf,
});
