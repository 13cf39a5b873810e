import { fail, type CommentEvent } from '@ftr/contracts';
import { deciderSpec } from '../shared/deciderSpec.ts';
import { commentDecider, type CommentCommand } from './decider.ts';

const ID = '0b9a7c4e-2f0e-4c1b-9d55-3f1f6f1f0a01';
const NOW = '2026-11-26T09:00:00.000Z';
const posted: CommentEvent = {
  type: 'CommentPosted',
  data: { site: 'BA', id: ID, username: 'beth', name: 'Beth Barker', type: 'Operations', message: 'Mill stop 2 h', recordedAt: NOW },
};
const removed: CommentEvent = { type: 'CommentRemoved', data: { site: 'BA', id: ID, username: 'beth' } };
const { given } = deciderSpec(commentDecider);
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

describe('production comments decider', () => {
  it('posts a comment with its author, site, type, text and instant', () => {
    given().when(post).then([posted]);
  });

  it('refuses to post the same id twice', () => {
    given(posted).when(post).then(fail('conflict', 'This comment has already been submitted'));
  });

  it('lets the author delete it at its site', () => {
    given(posted).when(remove()).then([removed]);
  });

  it('refuses anyone but the author', () => {
    given(posted).when(remove('owen')).then(fail('forbidden', 'Only the author of a comment can delete it'));
  });

  it('refuses the author working at another site', () => {
    given(posted).when(remove('beth', 'WI')).then(fail('forbidden', 'You can only work on your own site'));
  });

  it('refuses a comment that does not exist or was deleted', () => {
    given().when(remove()).then(fail('not_found', 'Comment not found'));
    given(posted, removed).when(remove()).then(fail('not_found', 'Comment not found'));
  });
});
