import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { subscriptionStream, type EventMetadata, type SubscriptionEvent } from '@ftr/contracts';
import type { ChangeNotice } from '@ftr/infra/notices/port.ts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { startProjector } from '../runtime/projector.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { SUBSCRIPTIONS_COLLECTION, subscriptionsProjection, type SubscriptionDoc } from '@ftr/read-models/subscriptions/projection.ts';

const projections: Projection[] = [subscriptionsProjection];
const meta = (timestamp: string): EventMetadata => testMetadata({ userId: 'ann', timestamp });

const stores = useEmbeddedStores('subscriptions');

const on = (username: string, event: SubscriptionEvent, at = '2026-11-22T10:00:00.000Z') =>
  stores.eventStore.append(subscriptionStream(username), [{ ...event, metadata: meta(at) }], 'any');
const created = (id: string, username: string, site: 'BA' | 'WI', code: string): SubscriptionEvent => ({
  type: 'SubscriptionCreated',
  data: { id, username, site, code, type: 1, email: false, push: true },
});
const project = async () => {
  const projector = await startProjector({ ...stores, projections });
  await projector.waitFor((await stores.eventStore.headPosition())!, 5_000);
  await projector.stop();
};
const snapshot = () => stores.readStore.find<SubscriptionDoc>(SUBSCRIPTIONS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] });

describe('subscriptions projection', () => {
  it('projects subscriptions, findable per user and per site and code; applying the history twice gives the same result', async () => {
    await on('ann', created('s1', 'ann', 'BA', 'TN-PH-V-1H'));
    await on('ann', created('s2', 'ann', 'WI', 'TN-PH-V-1H'));
    await on('bob', created('s3', 'bob', 'BA', 'TN-PH-V-1H'));
    await on(
      'ann',
      { type: 'SubscriptionUpdated', data: { id: 's1', username: 'ann', type: 3, email: true, push: false } },
      '2026-11-22T11:00:00.000Z',
    );
    await on('bob', created('s4', 'bob', 'BA', 'CD-PH-V-1H'));
    await on('bob', { type: 'SubscriptionDeleted', data: { id: 's4', username: 'bob' } });
    await project();
    const once = await snapshot();

    expect(once.map((d) => d._id)).toEqual(['s1', 's2', 's3']);
    expect(once[0]).toMatchObject({
      ID: 's1',
      USERNAME: 'ann',
      PARM_CODE: 'TN-PH-V-1H',
      SITE_NAME: 'BA',
      SUBSCRIPTION_TYPE: 3,
      EMAIL: true,
      PUSH_NOTIFICATION: false,
      LAST_UPDATED_DTS: '2026-11-22T11:00:00.000Z',
    });
    const subscribers = await stores.readStore.find<SubscriptionDoc>(SUBSCRIPTIONS_COLLECTION, {
      where: { SITE_NAME: 'BA', PARM_CODE: 'TN-PH-V-1H' },
    });
    expect(subscribers.map((d) => d.USERNAME).sort()).toEqual(['ann', 'bob']);
    expect((await stores.readStore.find<SubscriptionDoc>(SUBSCRIPTIONS_COLLECTION, { where: { USERNAME: 'ann' } })).length).toBe(2);

    const again = await projectBatch(stores.readStore, projections, await stores.eventStore.readAll(undefined, 1_000), 'main');
    expect(again.ops.filter((op) => op.collection !== 'checkpoints')).toEqual([{ kind: 'delete', collection: 'subscriptions', id: 's4' }]);
    await stores.readStore.apply(again.ops);
    expect(await snapshot()).toEqual(once);
  });

  it("publishes each change to its owner's sockets only", async () => {
    const notices: ChangeNotice[] = [];
    await stores.noticeBus.subscribe((n) => notices.push(n));
    await on('ann', created('s1', 'ann', 'BA', 'TN-PH-V-1H'));
    await project();
    expect(notices.flatMap((n) => n.changes)).toEqual([{ collection: 'subscriptions', id: 's1', user: 'ann' }]);
  });
});
