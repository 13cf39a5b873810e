import { NOTIFICATIONS_READ_MODELS } from './readModels.ts';
import { z } from 'zod';
import { Username } from '../auth/schemas.ts';
import { WriteResult } from '../http/route.ts';
import { Site } from '../sites.ts';

/** Spec 1 §9: the top-bar dropdown shows 7 notifications; the unread badge is capped at '10+'. */
export const NOTIFICATION_DROPDOWN_SIZE = 7;
export const NOTIFICATION_BADGE_MAX = 10;
/** Spec 3 §4 Timers: the notifications are polled every 15 minutes (live changes refresh them sooner). */
export const NOTIFICATION_POLL_MS = 900_000;
/** Read models whose live changes mean "your notifications changed" (each change carries its user). */
export const NOTIFICATIONS_COLLECTION = NOTIFICATIONS_READ_MODELS.notifications;
export const NOTIFICATION_INBOXES_COLLECTION = NOTIFICATIONS_READ_MODELS.notificationInboxes;
/** GET /notifications answers at most this many, newest first. */
export const NOTIFICATION_LIST_LIMIT = 200;
export const NOTIFICATION_HEADING_MAX = 100;
export const NOTIFICATION_MESSAGE_MAX = 2000;
export const NOTIFICATION_LINK_MAX = 500;
/** At most this many named recipients in one announcement. */
export const NOTIFICATION_RECIPIENTS_MAX = 500;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * LINK: where clicking the notification goes. A path of this application ('/ccf/12/BA-1') or an
 * http(s) address; never a script URL.
 */
export const NotificationLink = z
  .string()
  .trim()
  .max(NOTIFICATION_LINK_MAX, `Link must be at most ${NOTIFICATION_LINK_MAX} characters`)
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, "Link must be a path starting with '/' or an http(s) address");

export const NotificationHeading = text('Heading', NOTIFICATION_HEADING_MAX);
export const NotificationMessage = text('Message', NOTIFICATION_MESSAGE_MAX);

/**
 * POST /notifications: an administrator's announcement to every active user of a site, or to the
 * named users (who must have access to that site).
 */
export const SendNotificationBody = z.object({
  site: Site,
  heading: NotificationHeading,
  message: NotificationMessage,
  link: NotificationLink.optional(),
  usernames: z
    .array(Username)
    .min(1, 'Usernames must name at least one user')
    .max(NOTIFICATION_RECIPIENTS_MAX, `Usernames may name at most ${NOTIFICATION_RECIPIENTS_MAX} users`)
    .optional(),
});
export type SendNotificationBody = z.infer<typeof SendNotificationBody>;

/** POST /notifications answers how many users were notified with the usual write result. */
export const SendNotificationResult = WriteResult.extend({ count: z.number().int().nonnegative() });
export type SendNotificationResult = z.infer<typeof SendNotificationResult>;

/** PATCH /notifications/:id */
export const MarkNotificationBody = z.object({ read: z.boolean({ error: 'read must be true or false' }) });
export type MarkNotificationBody = z.infer<typeof MarkNotificationBody>;

export const NotificationId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid notification id');
export const NotificationIdParams = z.object({ id: NotificationId });

/** A notification as its owner sees it (spec 3 §3 Notification). SITE_NAME is the site code. */
export const NotificationDto = z.object({
  ID: z.string(),
  HEADING: z.string(),
  SITE_NAME: Site,
  MESSAGE: z.string(),
  CREATED_DTS: z.string(),
  IS_READ: z.boolean(),
  LINK: z.string().nullable(),
});
export type NotificationDto = z.infer<typeof NotificationDto>;
