import type { NotificationDto } from '@ftr/contracts';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/ApiError.ts';
import { useReportError } from '../../api/errors.ts';
import { replaceNotifications, writeOptimistically } from './feed.ts';
import { allRead, linkTarget, withRead, without } from './list.ts';
import { clearNotifications, deleteNotification, markAllNotificationsRead, markNotification } from './service.ts';

export interface NotificationActions {
  /** Marks it read (if unread) and follows its link, if it has one. */
  open(notification: NotificationDto): Promise<void>;
  setRead(id: string, read: boolean): Promise<void>;
  markAllRead(): Promise<void>;
  remove(id: string): Promise<void>;
  /** Resolves true once the server has cleared them (the list is emptied then, not before). */
  clearAll(): Promise<boolean>;
}

/**
 * Spec 3 §2 Notifications, §8: mark read/unread, mark all read (optimistic), delete (optimistic,
 * restored on failure), clear all (emptied after success). A refused write (4xx) shows the server's
 * message; 5xx answers are silent, as the spec says of notification writes.
 */
export const useNotificationActions = (): NotificationActions => {
  const navigate = useNavigate();
  const reportError = useReportError();
  const report = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.isClientError) reportError(error);
    },
    [reportError],
  );
  const attempt = useCallback(
    async (work: () => Promise<void>): Promise<boolean> => {
      try {
        await work();
        return true;
      } catch (error) {
        report(error);
        return false;
      }
    },
    [report],
  );

  const setRead = useCallback(
    async (id: string, read: boolean) => {
      await attempt(() => writeOptimistically((list) => withRead(list, id, read), () => markNotification(id, read)));
    },
    [attempt],
  );

  return useMemo<NotificationActions>(
    () => ({
      setRead,
      async open(notification) {
        const target = linkTarget(notification.LINK);
        const marking = notification.IS_READ ? Promise.resolve() : setRead(notification.ID, true);
        if (target.kind === 'app') navigate(target.path);
        if (target.kind === 'external') {
          await marking; // leaving the application would cancel the call
          window.location.assign(target.url);
        }
        await marking;
      },
      async markAllRead() {
        await attempt(() => writeOptimistically(allRead, markAllNotificationsRead));
      },
      async remove(id) {
        await attempt(() => writeOptimistically((list) => without(list, id), () => deleteNotification(id)));
      },
      clearAll: () =>
        attempt(async () => {
          await clearNotifications();
          replaceNotifications([]);
        }),
    }),
    [attempt, navigate, setRead],
  );
};
