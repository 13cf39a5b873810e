// The commands on a CCF's own stream (ccf-{id}), decided in one exhaustive switch (docs/architecture.md §7): ending,
// closing, comments and deleting. Pure: the stream's fold (state.ts) is the only fact a decision uses;
// ids and the time come in with the command.
import { assertNever, type CcfEvent, type Signature, type Site } from '@ftr/contracts';
import type { Decider, Decision } from '../shared/decider.ts';
import { decideEnd } from './decider.ts';
import { decideAddComment, decideClose, decideDelete, decideEditComment, type CommentInput } from './lifecycle.ts';
import { ccfEvolver, liveCcf, type CcfState } from './state.ts';

export type CcfCommand =
  | { kind: 'EndCcf'; site: Site; at: string; now: Date }
  | { kind: 'CloseCcf'; site: Site; commentId: string; input: CommentInput; signature?: Signature | undefined }
  | { kind: 'AddComment'; site: Site; commentId: string; input: CommentInput }
  | { kind: 'EditComment'; site: Site; username: string; commentId: string; input: CommentInput }
  | { kind: 'DeleteCcf'; site: Site };

export const decideCcf = (command: CcfCommand, state: CcfState): Decision<CcfEvent> => {
  const ccf = liveCcf(state);
  switch (command.kind) {
    case 'EndCcf':
      return decideEnd(ccf, command.site, command.at, command.now);
    case 'CloseCcf':
      return decideClose(ccf, command.site, command.commentId, command.input, command.signature);
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

export const ccfDecider: Decider<CcfCommand, CcfState, CcfEvent> = { ...ccfEvolver, decide: decideCcf };
