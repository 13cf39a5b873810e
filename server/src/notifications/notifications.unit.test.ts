import fc from 'fast-check';
import type { EventMetadata, InboxEvent, NotificationEvent, StoredOf } from '@ftr/contracts';
import { notificationEvolver } from '@ftr/command-service/notifications/decider.ts';
import { fold } from '@ftr/command-service/shared/handleCommand.ts';
import { isNotificationCleared, isNotificationRead, type InboxDoc, type NotificationDoc } from '@ftr/read-models/notifications/docs.ts';
import { notificationInboxesProjection, notificationsProjection } from '@ftr/read-models/notifications/projection.ts';

/**
 * The write side (which refuses to touch a cleared notification, and skips a no-op mark) and the read
 * side (which shows IS_READ and hides cleared ones) must agree on every history.
 */
const meta: EventMetadata = {
  userId: 'u',
  site: 'BA',
  correlationId: 'c',
  causationId: 'c',
  timestamp: '2026-11-22T10:00:00.000Z',
  schemaVersion: 1,
};
const ref = { id: 'n1', username: 'ann' };
const created: NotificationEvent = { type: 'NotificationCreated', data: { ...ref, site: 'BA', heading: 'H', message: 'M', link: null } };
const steps: Record<string, NotificationEvent | InboxEvent> = {
  read: { type: 'NotificationMarkedRead', data: ref },
  unread: { type: 'NotificationMarkedUnread', data: ref },
  readAll: { type: 'AllNotificationsMarkedRead', data: { username: 'ann' } },
  clear: { type: 'AllNotificationsCleared', data: { username: 'ann' } },
};
const inboxOnly = ['readAll', 'clear'] as const;

const stored = (event: NotificationEvent | InboxEvent, index: number): StoredOf<NotificationEvent | InboxEvent> => ({
  ...event,
  stream: 's',
  revision: index,
  position: BigInt(index + 1),
  metadata: meta,
});

describe('notification read state: write side and read side agree', () => {
  it('on any history of marks, read-alls and clears, before and after creation', () => {
    const step = fc.constantFrom(...Object.keys(steps));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...inboxOnly), { maxLength: 3 }), fc.array(step, { maxLength: 12 }), (before, after) => {
        const history = [...before.map((k) => steps[k]!), created, ...after.map((k) => steps[k]!)].map(stored);
        const state = fold(notificationEvolver, history);

        // The projections' own evolve, without a store (documents carry no _position here).
        let doc: NotificationDoc | null = null;
        let inbox: InboxDoc | null = null;
        for (const event of history) {
          if (event.type === 'AllNotificationsMarkedRead' || event.type === 'AllNotificationsCleared')
            inbox = notificationInboxesProjection.evolve(inbox, event) as InboxDoc | null;
          else doc = notificationsProjection.evolve(doc, event) as NotificationDoc | null;
        }
        if (state.status !== 'present' || !doc) throw new Error('the notification should exist');
        expect(isNotificationRead(doc, inbox)).toBe(state.read);
        expect(isNotificationCleared(doc, inbox)).toBe(state.cleared);
      }),
    );
  });
});
