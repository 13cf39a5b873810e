import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';

const NotificationCreatedData = z.object({
  id: z.string(),
  username: z.string(),
  site: Site,
  heading: z.string(),
  message: z.string(),
  link: z.string().nullable(),
});
export type NotificationCreatedData = z.infer<typeof NotificationCreatedData>;
const Ref = z.object({ id: z.string(), username: z.string() });

export const NotificationCreated = defineEvent('NotificationCreated', NotificationCreatedData);
export const NotificationMarkedRead = defineEvent('NotificationMarkedRead', Ref);
export const NotificationMarkedUnread = defineEvent('NotificationMarkedUnread', Ref);
export const NotificationDeleted = defineEvent('NotificationDeleted', Ref);
export type NotificationCreated = EventOf<typeof NotificationCreated>;
export type NotificationMarkedRead = EventOf<typeof NotificationMarkedRead>;
export type NotificationMarkedUnread = EventOf<typeof NotificationMarkedUnread>;
export type NotificationDeleted = EventOf<typeof NotificationDeleted>;
export type NotificationEvent = NotificationCreated | NotificationMarkedRead | NotificationMarkedUnread | NotificationDeleted;

/**
 * Events of a user's inbox. Each one applies to the user's notifications created before it in the
 * log (by global position): read-all marks them read, clear-all hides them. A notification marked
 * unread after a read-all is unread again.
 */
export const AllNotificationsMarkedRead = defineEvent('AllNotificationsMarkedRead', z.object({ username: z.string() }));
export const AllNotificationsCleared = defineEvent('AllNotificationsCleared', z.object({ username: z.string() }));
export type AllNotificationsMarkedRead = EventOf<typeof AllNotificationsMarkedRead>;
export type AllNotificationsCleared = EventOf<typeof AllNotificationsCleared>;
export type InboxEvent = AllNotificationsMarkedRead | AllNotificationsCleared;

export const NOTIFICATION_EVENTS = [
  NotificationCreated,
  NotificationMarkedRead,
  NotificationMarkedUnread,
  NotificationDeleted,
  AllNotificationsMarkedRead,
  AllNotificationsCleared,
] as const;
export const NOTIFICATION_EVENT_TYPES = [
  'NotificationCreated',
  'NotificationMarkedRead',
  'NotificationMarkedUnread',
  'NotificationDeleted',
] as const satisfies readonly NotificationEvent['type'][];
export const INBOX_EVENT_TYPES = ['AllNotificationsMarkedRead', 'AllNotificationsCleared'] as const satisfies readonly InboxEvent['type'][];

/** Stream id factories: one stream per notification, one inbox stream per user. */
export const notificationStream = (id: string): string => `notification-${id}`;
export const inboxStream = (username: string): string => `inbox-${username.toLowerCase()}`;
