import { z } from 'zod';
import { defineRoute, WriteResult } from '../http/route.ts';
import { MarkNotificationBody, NotificationDto, NotificationIdParams, SendNotificationBody, SendNotificationResult } from './schemas.ts';
import { NOTIFICATIONS_READ_MODELS } from './readModels.ts';

/** Spec 3 §7 notification calls; every one acts on the signed-in user's own notifications. */
export const notificationRoutes = {
  listNotifications: defineRoute({
    method: 'GET',
    path: '/notifications',
    service: 'query',
    reads: [NOTIFICATIONS_READ_MODELS.notifications, NOTIFICATIONS_READ_MODELS.notificationInboxes],
    permission: 'authenticated',
    summary: "The signed-in user's notifications, newest first",
    response: z.array(NotificationDto),
  }),
  sendNotification: defineRoute({
    method: 'POST',
    path: '/notifications',
    service: 'command',
    permission: 'USERS',
    writeAccess: 1,
    summary: 'Send a notification to every active user of a site, or to named users of it',
    body: SendNotificationBody,
    response: SendNotificationResult,
  }),
  markAllNotificationsRead: defineRoute({
    method: 'PATCH',
    path: '/notifications/read-all',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 0,
    summary: "Mark all of the user's notifications read",
    response: WriteResult,
  }),
  markNotification: defineRoute({
    method: 'PATCH',
    path: '/notifications/:id',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 0,
    summary: 'Mark one of your notifications read or unread',
    params: NotificationIdParams,
    body: MarkNotificationBody,
    response: WriteResult,
  }),
  deleteNotification: defineRoute({
    method: 'DELETE',
    path: '/notifications/:id',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 0,
    summary: 'Delete one of your notifications',
    params: NotificationIdParams,
    response: WriteResult,
  }),
  clearNotifications: defineRoute({
    method: 'DELETE',
    path: '/notifications',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 0,
    summary: "Clear all of the user's notifications",
    response: WriteResult,
  }),
};
