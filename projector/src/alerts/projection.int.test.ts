import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { alertStream, type EventMetadata, type Site } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { ALERTS_COLLECTION, alertsProjection } from '@ftr/read-models/alerts/projection.ts';

const meta = (site: Site, userId: string, timestamp: string): EventMetadata => testMetadata({ userId, site, timestamp });
const projections: Projection[] = [alertsProjection];

const stores = useEmbeddedStores('alerts');

const project = async () => {
  const events = await stores.eventStore.readAll(undefined, 1_000);
  const batch = await projectBatch(stores.readStore, projections, events, 'main');
  await stores.readStore.apply(batch.ops);
  return batch;
};
const all = () => stores.readStore.find(ALERTS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] });

describe('alerts projection', () => {
  beforeEach(async () => {
    await stores.eventStore.append(
      alertStream('a1'),
      [
        {
          type: 'AlertRaised',
          data: { alertId: 'a1', type: 'warning', message: 'Boiler 2 offline', site: 'BA' },
          metadata: meta('BA', 'supervisor.ba', '2026-11-22T10:00:00.000Z'),
        },
      ],
      'no_stream',
    );
    await stores.eventStore.append(
      alertStream('a2'),
      [
        {
          type: 'AlertRaised',
          data: { alertId: 'a2', type: 'info', message: 'Maintenance tonight', site: null },
          metadata: meta('CO', 'manager.co', '2026-11-22T11:00:00.000Z'),
        },
        { type: 'AlertCleared', data: { alertId: 'a2', site: null }, metadata: meta('CO', 'manager.co', '2026-11-22T12:00:00.000Z') },
      ],
      'no_stream',
    );
  });

  it('keeps raised alerts active and marks cleared ones inactive, with sites for the live fan-out', async () => {
    const batch = await project();
    expect(await all()).toEqual([
      expect.objectContaining({
        _id: 'a1',
        ALERT_TYPE: 'warning',
        MESSAGE: 'Boiler 2 offline',
        SITE: 'BA',
        ACTIVE: true,
        DATE_CREATED: '2026-11-22T10:00:00.000Z',
        RAISED_BY: 'supervisor.ba',
      }),
      expect.objectContaining({ _id: 'a2', SITE: null, ACTIVE: false, CLEARED_BY: 'manager.co', CLEARED_DTS: '2026-11-22T12:00:00.000Z' }),
    ]);
    expect(batch.notice.changes).toEqual([
      { collection: 'alerts', id: 'a1', site: 'BA' },
      { collection: 'alerts', id: 'a2' },
      { collection: 'alerts', id: 'a2' },
    ]);
  });

  it('applied twice gives the same result (a cleared alert does not come back)', async () => {
    await project();
    const once = await all();
    const again = await project();
    expect(again.ops.filter((op) => op.collection !== 'checkpoints')).toEqual([]);
    expect(await all()).toEqual(once);
  });
});
