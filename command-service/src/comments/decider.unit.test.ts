import type { CommentEvent } from '@ftr/contracts';
import { evolveAll } from '../shared/decider.ts';
import { commentEvolver, decideComment, type CommentCommand, type CommentState } from './decider.ts';

const ID = '0b9a7c4e-2f0e-4c1b-9d55-3f1f6f1f0a01';
const NOW = '2026-11-26T09:00:00.000Z';
const posted: CommentEvent = {
  type: 'CommentPosted',
  data: { site: 'BA', id: ID, username: 'beth', name: 'Beth Barker', type: 'Operations', message: 'Mill stop 2 h', recordedAt: NOW },
};
const removed: CommentEvent = { type: 'CommentRemoved', data: { site: 'BA', id: ID, username: 'beth' } };
const given = (...events: CommentEvent[]): CommentState => evolveAll(commentEvolver, events);
const post: CommentCommand = {
  kind: 'PostComment',
  id: ID,
  site: 'BA',
  username: 'beth',
  name: 'Beth Barker',
  type: 'Operations',
  message: 'Mill stop 2 h',
  now: NOW,
};
const remove = (username = 'beth', site: 'BA' | 'WI' = 'BA'): CommentCommand => ({ kind: 'DeleteComment', id: ID, site, username });
const refused = (kind: string, message: string) => ({ ok: false, failure: { kind, message } });

describe('production comments decider', () => {
  it('posts a comment with its author, site, type, text and instant', () => {
    expect(decideComment(post, given())).toEqual({ ok: true, events: [posted] });
  });

  it('refuses to post the same id twice', () => {
    expect(decideComment(post, given(posted))).toEqual(refused('conflict', 'This comment has already been submitted'));
  });

  it('lets the author delete it at its site', () => {
    expect(decideComment(remove(), given(posted))).toEqual({ ok: true, events: [removed] });
  });

  it('refuses anyone but the author', () => {
    expect(decideComment(remove('owen'), given(posted))).toEqual(refused('forbidden', 'Only the author of a comment can delete it'));
  });

  it('refuses the author working at another site', () => {
    expect(decideComment(remove('beth', 'WI'), given(posted))).toEqual(refused('forbidden', 'You can only work on your own site'));
  });

  it('refuses a comment that does not exist or was deleted', () => {
    expect(decideComment(remove(), given())).toEqual(refused('not_found', 'Comment not found'));
    expect(decideComment(remove(), given(posted, removed))).toEqual(refused('not_found', 'Comment not found'));
  });
});
