import { COMMENT_MESSAGES as M, ERRORS, assertNever, fail, type CommentEvent, type CommentType, type Site } from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

/** One comment's stream folded: who wrote it where, and whether it is still there. */
export type CommentState = { status: 'none' } | { status: 'posted' | 'removed'; site: Site; username: string };

export type CommentCommand =
  | {
      kind: 'PostComment';
      id: string;
      site: Site;
      username: string;
      name: string;
      type: CommentType;
      message: string;
      /** The instant it is made (passed in: the decider reads no clock). */
      now: string;
    }
  | { kind: 'DeleteComment'; id: string; site: Site; username: string };

export const commentEvolver: Evolver<CommentState, CommentEvent> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'CommentPosted':
        return { status: 'posted', site: event.data.site, username: event.data.username };
      case 'CommentRemoved':
        return state.status === 'none' ? state : { ...state, status: 'removed' };
      default:
        return assertNever(event);
    }
  },
};

/**
 * Spec 3 §2, §6: anyone with the comments permission posts at their current site; only the author
 * deletes, and only while working at the comment's site (the site and user come from the token).
 */
export const decideComment = (command: CommentCommand, state: CommentState): Decision<CommentEvent> => {
  switch (command.kind) {
    case 'PostComment': {
      if (state.status !== 'none') return reject(fail('conflict', M.exists));
      const { id, site, username, name, type, message, now } = command;
      return accept({ type: 'CommentPosted', data: { site, id, username, name, type, message, recordedAt: now } });
    }
    case 'DeleteComment': {
      if (state.status !== 'posted') return reject(fail('not_found', M.notFound));
      if (state.site !== command.site) return reject(fail('forbidden', ERRORS.wrongSite));
      if (state.username !== command.username) return reject(fail('forbidden', M.notAuthor));
      return accept({ type: 'CommentRemoved', data: { site: state.site, id: command.id, username: command.username } });
    }
    default:
      return assertNever(command);
  }
};

export const commentDecider: Decider<CommentCommand, CommentState, CommentEvent> = { ...commentEvolver, decide: decideComment };
