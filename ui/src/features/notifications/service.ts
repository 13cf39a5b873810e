import type { SendNotificationBody, SendNotificationResult, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 3 §7 notification calls. */
export const markNotification = (id: string, read: boolean): Promise<WriteResult> =>
  call('markNotification', { params: { id }, body: { read } });

export const markAllNotificationsRead = (): Promise<WriteResult> => call('markAllNotificationsRead');

export const deleteNotification = (id: string): Promise<WriteResult> => call('deleteNotification', { params: { id } });

export const clearNotifications = (): Promise<WriteResult> => call('clearNotifications');

/** An administrator's announcement (USERS). */
export const sendNotification = (body: SendNotificationBody): Promise<SendNotificationResult> => call('sendNotification', { body });
