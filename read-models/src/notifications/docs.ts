import { NOTIFICATION_INBOXES_COLLECTION, NOTIFICATIONS_COLLECTION } from '@ftr/contracts';
import type { ProjectedDoc } from '../projection.ts';

export { NOTIFICATIONS_COLLECTION };
export const INBOXES_COLLECTION = NOTIFICATION_INBOXES_COLLECTION;

/**
 * A global log position as a fixed-width string (20 digits hold any 64-bit position), so that the
 * read store orders and compares positions as text exactly as numbers.
 */
export const sequence = (position: bigint): string => position.toString().padStart(20, '0');

/** One notification. CREATED_SEQ: where it was created in the log; READ_SEQ: its last read/unread change. */
export interface NotificationDoc extends ProjectedDoc {
  USERNAME: string;
  SITE_NAME: string;
  HEADING: string;
  MESSAGE: string;
  LINK: string | null;
  CREATED_DTS: string;
  CREATED_SEQ: string;
  READ: boolean;
  READ_SEQ: string;
}

/** A user's inbox: where in the log they last marked everything read, and last cleared everything. */
export interface InboxDoc extends ProjectedDoc {
  USERNAME: string;
  READ_ALL_SEQ: string | null;
  CLEARED_SEQ: string | null;
}

type Inbox = Pick<InboxDoc, 'READ_ALL_SEQ' | 'CLEARED_SEQ'> | null;

/** Read when a read-all came after its last own change, otherwise as last marked (new: unread). */
export const isNotificationRead = (doc: Pick<NotificationDoc, 'READ' | 'READ_SEQ'>, inbox: Inbox): boolean =>
  (inbox?.READ_ALL_SEQ != null && inbox.READ_ALL_SEQ > doc.READ_SEQ) || doc.READ;

/** Hidden once a clear-all came after its creation. */
export const isNotificationCleared = (doc: Pick<NotificationDoc, 'CREATED_SEQ'>, inbox: Inbox): boolean =>
  inbox?.CLEARED_SEQ != null && inbox.CLEARED_SEQ > doc.CREATED_SEQ;
