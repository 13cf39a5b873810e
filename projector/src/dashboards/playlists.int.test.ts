import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { playlistStream, type PlaylistEvent } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { PLAYLISTS_COLLECTION, playlistsProjection } from '@ftr/read-models/dashboards/playlists.ts';

const stores = useEmbeddedStores('dashboardPlaylists', [playlistsProjection.collection]);
const items = [{ kind: 'dashboard' as const, ref: 4, seconds: 30 }];

beforeEach(async () => {
  const events: PlaylistEvent[] = [
    { type: 'PlaylistSaved', data: { id: 1, site: 'BA', name: 'Control room', items } },
    { type: 'PlaylistSaved', data: { id: 1, site: 'BA', name: 'Control room A', items } },
    { type: 'PlaylistSaved', data: { id: 2, site: 'BA', name: 'Old', items } },
    { type: 'PlaylistArchived', data: { id: 2, site: 'BA' } },
  ];
  for (const event of events)
    await stores.eventStore.append(playlistStream(event.data.id), [{ ...event, metadata: testMetadata() }], 'any');
});

const project = async () => {
  const batch = await projectBatch(stores.readStore, [playlistsProjection], await stores.eventStore.readAll(undefined, 100), 'main');
  await stores.readStore.apply(batch.ops);
};
const snapshot = async () => (await stores.readStore.find(PLAYLISTS_COLLECTION, {})).map(({ _position, LAST_UPDATED_DTS, ...doc }) => doc);

describe('playlists projection', () => {
  it('keeps live playlists as last saved', async () => {
    await project();
    expect(await snapshot()).toEqual([
      { _id: '1', ID: 1, SITE: 'BA', NAME: 'Control room A', ITEMS: items, LAST_UPDATED_BY: expect.any(String) },
    ]);
  });

  it('applied twice gives the same result (an archived playlist does not come back)', async () => {
    await project();
    const first = await snapshot();
    await project();
    expect(await snapshot()).toEqual(first);
  });
});
