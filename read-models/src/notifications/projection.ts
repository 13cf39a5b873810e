import { assertNever, type InboxEvent, type NotificationEvent, type Site } from '@ftr/contracts';
import type { ProjectionOf } from '../projection.ts';
import { INBOXES_COLLECTION, NOTIFICATIONS_COLLECTION, sequence, type InboxDoc, type NotificationDoc } from './docs.ts';

/** Notifications, one document each, listed per user newest first (index on user + creation). */
export const notificationsProjection: ProjectionOf<NotificationDoc, NotificationEvent> = {
  collection: { name: NOTIFICATIONS_COLLECTION, indexes: [{ fields: ['USERNAME', 'CREATED_SEQ'] }] },
  handles: ['NotificationCreated', 'NotificationMarkedRead', 'NotificationMarkedUnread', 'NotificationDeleted'],
  id: (event) => event.data.id,
  evolve(doc, event) {
    switch (event.type) {
      case 'NotificationCreated': {
        const d = event.data;
        const seq = sequence(event.position);
        return {
          _id: d.id,
          USERNAME: d.username,
          SITE_NAME: d.site,
          HEADING: d.heading,
          MESSAGE: d.message,
          LINK: d.link,
          CREATED_DTS: event.metadata.timestamp,
          CREATED_SEQ: seq,
          READ: false,
          READ_SEQ: seq,
        };
      }
      case 'NotificationMarkedRead':
      case 'NotificationMarkedUnread':
        if (!doc) return null;
        return { ...doc, READ: event.type === 'NotificationMarkedRead', READ_SEQ: sequence(event.position) };
      case 'NotificationDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
  siteOf: (doc) => (doc ? (doc.SITE_NAME as Site) : undefined),
  userOf: (_doc, event) => event.data.username,
};

/** Per-user read-all and clear-all marks, applied when the notifications are read (see docs.ts). */
export const notificationInboxesProjection: ProjectionOf<InboxDoc, InboxEvent> = {
  collection: { name: INBOXES_COLLECTION, indexes: [] },
  handles: ['AllNotificationsMarkedRead', 'AllNotificationsCleared'],
  id: (event) => event.data.username,
  evolve(doc, event) {
    const base = {
      _id: event.data.username,
      USERNAME: event.data.username,
      READ_ALL_SEQ: doc?.READ_ALL_SEQ ?? null,
      CLEARED_SEQ: doc?.CLEARED_SEQ ?? null,
    };
    switch (event.type) {
      case 'AllNotificationsMarkedRead':
        return { ...base, READ_ALL_SEQ: sequence(event.position) };
      case 'AllNotificationsCleared':
        return { ...base, CLEARED_SEQ: sequence(event.position) };
      default:
        return assertNever(event);
    }
  },
  userOf: (_doc, event) => event.data.username,
};
