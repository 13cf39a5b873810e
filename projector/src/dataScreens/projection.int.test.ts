import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import {
  dataScreenStream,
  favouritesStream,
  screenLogStream,
  type DataScreenEvent,
  type DataScreenViewed,
  type DomainEvent,
  type EventMetadata,
  type FavouriteEvent,
} from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { startProjector } from '../runtime/projector.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import {
  DATA_SCREENS_COLLECTION,
  SCREEN_FAVOURITES_COLLECTION,
  SCREEN_VIEWS_COLLECTION,
  type DataScreenDoc,
} from '@ftr/read-models/dataScreens/docs.ts';
import { screenFavouritesProjection } from '@ftr/read-models/dataScreens/favouritesProjection.ts';
import { dataScreensProjection } from '@ftr/read-models/dataScreens/projection.ts';
import { screenViewsProjection } from '@ftr/read-models/dataScreens/viewsProjection.ts';

const projections: Projection[] = [dataScreensProjection, screenFavouritesProjection, screenViewsProjection];
const meta: EventMetadata = testMetadata({ userId: 'supervisor.ba' });

const stores = useEmbeddedStores('data-screens');

const append = (stream: string, ...events: DomainEvent[]) =>
  stores.eventStore.append(
    stream,
    events.map((e) => ({ ...e, metadata: meta })),
    'any',
  );
const screen = (id: number, ...events: DataScreenEvent[]) => append(dataScreenStream(id), ...events);
const ref = (id: number) => ({ id, site: 'BA' as const });
const created = (id: number, description: string): DataScreenEvent => ({
  type: 'DataScreenCreated',
  data: { ...ref(id), description, accessLevel: 2, area: 'A', screenType: 'HLY' },
});
const added = (id: number, memberNo: number, code: string): DataScreenEvent => ({
  type: 'DataScreenMemberAdded',
  data: { ...ref(id), memberNo, code, separator: false },
});
const favourite = (event: FavouriteEvent) => append(favouritesStream('ann'), event);
const view = (viewId: string, screenId: number): DataScreenViewed => ({
  type: 'DataScreenViewed',
  data: { viewId, username: 'ann', screenId, site: 'BA', description: 'Boilers' },
});

const project = async () => {
  const projector = await startProjector({ ...stores, projections });
  await projector.waitFor((await stores.eventStore.headPosition())!, 5_000);
  await projector.stop();
};
const all = (collection: string) => stores.readStore.find(collection, { sort: [{ field: '_id', direction: 'asc' }] });
const snapshot = async () => ({
  screens: await all(DATA_SCREENS_COLLECTION),
  favourites: await all(SCREEN_FAVOURITES_COLLECTION),
  views: await all(SCREEN_VIEWS_COLLECTION),
});

describe('data screens projections', () => {
  it('projects screens with ordered members, favourites and views; applying the history twice gives the same result', async () => {
    await screen(1, created(1, 'Boilers'), added(1, 1, 'A-1'), added(1, 2, 'B-2'), added(1, 3, 'C-3'));
    await screen(1, { type: 'DataScreenMemberMoved', data: { ...ref(1), memberNo: 3, sequence: 1 } });
    await screen(1, { type: 'DataScreenMembersSwapped', data: { ...ref(1), memberNo: 1, otherNo: 2 } });
    await screen(1, { type: 'DataScreenSeparatorSet', data: { ...ref(1), memberNo: 2, separator: true } });
    await screen(1, { type: 'DataScreenUpdated', data: { ...ref(1), description: 'Boiler house', accessLevel: 3, area: 'V' } });
    await screen(2, created(2, 'Gone'), added(2, 1, 'A-1'), { type: 'DataScreenArchived', data: ref(2) });
    await favourite({ type: 'FavouriteScreenAdded', data: { username: 'ann', screenId: 1, site: 'BA' } });
    await favourite({ type: 'FavouriteScreenAdded', data: { username: 'ann', screenId: 2, site: 'BA' } });
    await favourite({ type: 'FavouriteScreenRemoved', data: { username: 'ann', screenId: 2 } });
    await append(screenLogStream('ann'), view('v1', 1), view('v2', 1));
    await project();
    const once = await snapshot();

    expect(once.screens).toHaveLength(1);
    const doc = once.screens[0] as DataScreenDoc;
    expect(doc).toMatchObject({
      _id: '1',
      ID: 1,
      SITE: 'BA',
      DESCRIPTION: 'Boiler house',
      ACCESS_LEVEL: 3,
      AREA: 'V',
      SCREEN_TYPE: 'HLY',
      MEMBER_CODES: '|C-3|B-2|A-1|',
    });
    expect(doc.MEMBERS).toEqual([
      { memberNo: 3, code: 'C-3', separator: false },
      { memberNo: 2, code: 'B-2', separator: true },
      { memberNo: 1, code: 'A-1', separator: false },
    ]);
    expect(once.favourites).toEqual([expect.objectContaining({ _id: 'ann', FAVOURITES: [{ ID: 1, SITE: 'BA' }] })]);
    expect(once.views.map((v) => v['_id'])).toEqual(['v1', 'v2']);
    expect(once.views[0]).toMatchObject({ USERNAME: 'ann', SITE: 'BA', SCREEN_ID: 1, DESCRIPTION: 'Boilers', VIEWED_AT: meta.timestamp });

    const history = await stores.eventStore.readAll(undefined, 1_000);
    const again = await projectBatch(stores.readStore, projections, history, 'main');
    // Replaying changes nothing; the runtime re-deletes the archived screen's document (a no-op).
    expect(again.ops.filter((op) => op.collection !== 'checkpoints')).toEqual([
      { kind: 'delete', collection: DATA_SCREENS_COLLECTION, id: '2' },
    ]);
    await stores.readStore.apply(again.ops);
    expect(await snapshot()).toEqual(once);
  });

  it('finds the screens holding a code through MEMBER_CODES, and clears favourites', async () => {
    await screen(1, created(1, 'One'), added(1, 1, 'DY-NO-V-0T'), added(1, 2, 'A_1'));
    await screen(2, created(2, 'Two'), added(2, 1, 'DY-NO-V-0TX'));
    await favourite({ type: 'FavouriteScreenAdded', data: { username: 'ann', screenId: 1, site: 'BA' } });
    await favourite({ type: 'FavouriteScreensCleared', data: { username: 'ann' } });
    await project();
    const holding = async (code: string) =>
      (
        await stores.readStore.find<DataScreenDoc>(DATA_SCREENS_COLLECTION, {
          where: { SITE: 'BA' },
          search: { field: 'MEMBER_CODES', text: `|${code}|`, mode: 'contains' },
        })
      ).map((d) => d.ID);
    expect(await holding('DY-NO-V-0T')).toEqual([1]);
    expect(await holding('A_1')).toEqual([1]);
    expect(await holding('A%1')).toEqual([]);
    expect((await all(SCREEN_FAVOURITES_COLLECTION))[0]).toMatchObject({ FAVOURITES: [] });
  });
});
