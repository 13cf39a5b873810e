import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { inboxStream, notificationStream, type EventMetadata, type InboxEvent, type NotificationEvent } from '@ftr/contracts';
import type { ChangeNotice } from '@ftr/infra/notices/port.ts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { startProjector } from '../runtime/projector.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import {
  INBOXES_COLLECTION,
  NOTIFICATIONS_COLLECTION,
  isNotificationCleared,
  isNotificationRead,
  sequence,
  type InboxDoc,
  type NotificationDoc,
} from '@ftr/read-models/notifications/docs.ts';
import { notificationInboxesProjection, notificationsProjection } from '@ftr/read-models/notifications/projection.ts';

const projections: Projection[] = [notificationsProjection, notificationInboxesProjection];
const meta: EventMetadata = testMetadata({ userId: 'admin' });

const stores = useEmbeddedStores('notifications');

const create = (id: string, username: string) =>
  stores.eventStore.append(
    notificationStream(id),
    [
      {
        type: 'NotificationCreated',
        data: { id, username, site: 'BA', heading: `H ${id}`, message: `M ${id}`, link: null },
        metadata: meta,
      } satisfies NotificationEvent & { metadata: EventMetadata },
    ],
    'no_stream',
  );
const on = (id: string, revision: number, event: NotificationEvent) =>
  stores.eventStore.append(notificationStream(id), [{ ...event, metadata: meta }], revision);
const inbox = (event: InboxEvent) => stores.eventStore.append(inboxStream(event.data.username), [{ ...event, metadata: meta }], 'any');
const ref = (id: string, username = 'ann') => ({ id, username });

const project = async () => {
  const projector = await startProjector({ ...stores, projections });
  await projector.waitFor((await stores.eventStore.headPosition())!, 5_000);
  await projector.stop();
};
const snapshot = async () => ({
  notifications: await stores.readStore.find<NotificationDoc>(NOTIFICATIONS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] }),
  inboxes: await stores.readStore.find<InboxDoc>(INBOXES_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] }),
});

describe('notifications projection', () => {
  it('projects notifications and inboxes, and applying the history twice gives the same result', async () => {
    const first = await create('n1', 'ann');
    await create('n2', 'ann');
    await on('n2', 0, { type: 'NotificationMarkedRead', data: ref('n2') });
    await create('n3', 'bob');
    await on('n3', 0, { type: 'NotificationDeleted', data: ref('n3', 'bob') });
    const readAll = await inbox({ type: 'AllNotificationsMarkedRead', data: { username: 'ann' } });
    await on('n1', 0, { type: 'NotificationMarkedUnread', data: ref('n1') });
    await create('n4', 'ann');
    await project();
    const once = await snapshot();

    expect(once.notifications.map((d) => d._id)).toEqual(['n1', 'n2', 'n4']);
    const [n1, n2, n4] = once.notifications as [NotificationDoc, NotificationDoc, NotificationDoc];
    expect(n1).toMatchObject({
      USERNAME: 'ann',
      SITE_NAME: 'BA',
      HEADING: 'H n1',
      MESSAGE: 'M n1',
      LINK: null,
      CREATED_DTS: meta.timestamp,
      CREATED_SEQ: sequence(first.position),
      READ: false,
    });
    const annInbox = once.inboxes.find((d) => d._id === 'ann') ?? null;
    expect(annInbox).toMatchObject({ USERNAME: 'ann', READ_ALL_SEQ: sequence(readAll.position), CLEARED_SEQ: null });
    expect([n1, n2, n4].map((d) => isNotificationRead(d, annInbox))).toEqual([false, true, false]);

    const all = await stores.eventStore.readAll(undefined, 1_000);
    const again = await projectBatch(stores.readStore, projections, all, 'main');
    // Replaying changes nothing; the runtime re-deletes a created-then-deleted document (a no-op).
    expect(again.ops.filter((op) => op.collection !== 'checkpoints')).toEqual([{ kind: 'delete', collection: 'notifications', id: 'n3' }]);
    await stores.readStore.apply(again.ops);
    expect(await snapshot()).toEqual(once);
  });

  it('hides what was cleared, not what came after', async () => {
    await create('old', 'ann');
    await inbox({ type: 'AllNotificationsCleared', data: { username: 'ann' } });
    await create('new', 'ann');
    await project();
    const { notifications, inboxes } = await snapshot();
    const annInbox = inboxes[0] ?? null;
    expect(notifications.filter((d) => !isNotificationCleared(d, annInbox)).map((d) => d._id)).toEqual(['new']);
  });

  it("publishes each change with its owner, so only that user's sockets hear of it", async () => {
    const notices: ChangeNotice[] = [];
    await stores.noticeBus.subscribe((n) => notices.push(n));
    await create('n1', 'ann');
    await on('n1', 0, { type: 'NotificationDeleted', data: ref('n1') });
    await inbox({ type: 'AllNotificationsCleared', data: { username: 'bob' } });
    await project();
    expect(notices.flatMap((n) => n.changes)).toEqual([
      { collection: 'notifications', id: 'n1', site: 'BA', user: 'ann' },
      { collection: 'notifications', id: 'n1', site: 'BA', user: 'ann' },
      { collection: 'notification_inboxes', id: 'bob', user: 'bob' },
    ]);
  });
});
