import type { DomainEvent } from '../events/envelope.ts';
import type { Site } from '../sites.ts';

export interface NotificationCreatedData {
  id: string;
  username: string;
  site: Site;
  heading: string;
  message: string;
  link: string | null;
}
type Ref = { id: string; username: string };

export type NotificationCreated = DomainEvent<'NotificationCreated', NotificationCreatedData>;
export type NotificationMarkedRead = DomainEvent<'NotificationMarkedRead', Ref>;
export type NotificationMarkedUnread = DomainEvent<'NotificationMarkedUnread', Ref>;
export type NotificationDeleted = DomainEvent<'NotificationDeleted', Ref>;
export type NotificationEvent = NotificationCreated | NotificationMarkedRead | NotificationMarkedUnread | NotificationDeleted;

/**
 * Events of a user's inbox. Each one applies to the user's notifications created before it in the
 * log (by global position): read-all marks them read, clear-all hides them. A notification marked
 * unread after a read-all is unread again.
 */
export type AllNotificationsMarkedRead = DomainEvent<'AllNotificationsMarkedRead', { username: string }>;
export type AllNotificationsCleared = DomainEvent<'AllNotificationsCleared', { username: string }>;
export type InboxEvent = AllNotificationsMarkedRead | AllNotificationsCleared;

export const NOTIFICATION_EVENT_TYPES = [
  'NotificationCreated',
  'NotificationMarkedRead',
  'NotificationMarkedUnread',
  'NotificationDeleted',
] as const;
export const INBOX_EVENT_TYPES = ['AllNotificationsMarkedRead', 'AllNotificationsCleared'] as const;

/** Stream id factories: one stream per notification, one inbox stream per user. */
export const notificationStream = (id: string): string => `notification-${id}`;
export const inboxStream = (username: string): string => `inbox-${username.toLowerCase()}`;
