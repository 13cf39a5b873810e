// The commands on a CCF's own stream (ccf-{id}), decided in one exhaustive switch (docs/architecture.md §7): ending,
// closing, comments and deleting. Pure: the stream's fold (state.ts) is the only fact a decision uses;
// ids and the time come in with the command.
import { assertNever, ccfStream, type CcfEvent, type Site } from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { accept, fold, type Decision } from '../shared/decider.ts';
import { noFacts, type CommandSpec } from '../shared/handleCommand.ts';
import { decideEnd } from './decider.ts';
import { decideAddComment, decideClose, decideDelete, decideEditComment, type CommentInput } from './lifecycle.ts';
import { ccfEvolver, liveCcf, type CcfState } from './state.ts';

export type CcfCommand =
  | { kind: 'EndCcf'; site: Site; at: string; now: Date }
  | { kind: 'CloseCcf'; site: Site; commentId: string; input: CommentInput }
  | { kind: 'AddComment'; site: Site; commentId: string; input: CommentInput }
  | { kind: 'EditComment'; site: Site; username: string; commentId: string; input: CommentInput }
  | { kind: 'DeleteCcf'; site: Site };

export const decideCcf = (command: CcfCommand, state: CcfState): Decision<CcfEvent> => {
  const ccf = liveCcf(state);
  switch (command.kind) {
    case 'EndCcf':
      return decideEnd(ccf, command.site, command.at, command.now);
    case 'CloseCcf':
      return decideClose(ccf, command.site, command.commentId, command.input);
    case 'AddComment':
      return decideAddComment(ccf, command.site, command.commentId, command.input);
    case 'EditComment': {
      const comment = state.comments.get(command.commentId) ?? null;
      const user = { site: command.site, username: command.username };
      return decideEditComment(ccf, comment, user, command.commentId, command.input);
    }
    case 'DeleteCcf':
      return decideDelete(ccf, command.site);
    default:
      return assertNever(command);
  }
};

/**
 * A CCF's stream as one command's write path: decided on the stream's fold alone, appended at the
 * revision folded (docs/ccf.md); no read model is consulted, so a CCF raised a moment ago is decided on at once.
 */
export const ccfCommands = (id: string): CommandSpec<CcfCommand, CcfState, CcfEvent, undefined> => ({
  stream: ccfStream(id),
  evolver: ccfEvolver,
  loadFacts: noFacts,
  decide: decideCcf,
});

/** A CCF's stream folded (the state a decision on it starts from). */
export const currentCcf = async (eventStore: Pick<EventStore, 'readStream'>, id: string): Promise<CcfState> =>
  fold(ccfEvolver, await eventStore.readStream(ccfStream(id)));
