import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { commentStream, type CommentEvent } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { COMMENTS_COLLECTION, commentsProjection } from '@ftr/read-models/comments/projection.ts';

const stores = useEmbeddedStores('comments', [commentsProjection.collection]);

const A = '0b9a7c4e-2f0e-4c1b-9d55-3f1f6f1f0a01';
const B = '0b9a7c4e-2f0e-4c1b-9d55-3f1f6f1f0a02';
const posted = (id: string, recordedAt: string): CommentEvent => ({
  type: 'CommentPosted',
  data: { site: 'WI', id, username: 'will', name: 'Will Ingram', type: 'Customer Supply', message: `note ${id.slice(-2)}`, recordedAt },
});

beforeEach(async () => {
  const append = (id: string, events: CommentEvent[]) =>
    stores.eventStore.append(
      commentStream(id),
      events.map((event) => ({ ...event, metadata: testMetadata() })),
      'any',
    );
  await append(A, [posted(A, '2026-11-26T08:00:00.000Z')]);
  await append(B, [posted(B, '2026-11-26T06:30:00.000Z'), { type: 'CommentRemoved', data: { site: 'WI', id: B, username: 'will' } }]);
});

const project = async () => {
  const batch = await projectBatch(stores.readStore, [commentsProjection], await stores.eventStore.readAll(undefined, 100), 'main');
  await stores.readStore.apply(batch.ops);
  return batch;
};
const snapshot = async () => (await stores.readStore.find(COMMENTS_COLLECTION)).map(({ _position, ...doc }) => doc);

describe('comments projection', () => {
  it('keeps live comments with their factory date and drops deleted ones', async () => {
    const batch = await project();
    expect(await snapshot()).toEqual([
      {
        _id: A,
        ID: A,
        NAME: 'Will Ingram',
        USERNAME: 'will',
        TYPE: 'Customer Supply',
        SITE: 'WI',
        RECORD_DATE: '2026-11-26T08:00:00.000Z',
        MESSAGE: 'note 01',
        FTR_DATE: '2026-11-27',
      },
    ]);
    expect(batch.notice.changes.every((change) => change.site === 'WI')).toBe(true);
  });

  it('applied twice gives the same result (a deleted comment does not come back)', async () => {
    await project();
    const first = await snapshot();
    await project();
    expect(await snapshot()).toEqual(first);
  });
});
