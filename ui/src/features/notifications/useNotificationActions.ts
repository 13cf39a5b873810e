import type { NotificationDto } from '@ftr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/ApiError.ts';
import { useReportError } from '../../api/errors.ts';
import { useOptimisticMutation } from '../../query/useOptimisticMutation.ts';
import { allRead, linkTarget, withRead, without } from './list.ts';
import { clearNotifications, deleteNotification, markAllNotificationsRead, markNotification } from './service.ts';
import { NOTIFICATIONS_KEY } from './useNotifications.ts';

export interface NotificationActions {
  /** Marks it read (if unread) and follows its link, if it has one. */
  open(notification: NotificationDto): Promise<void>;
  setRead(id: string, read: boolean): void;
  markAllRead(): void;
  remove(id: string): void;
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
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const onError = useCallback(
    (error: Error) => {
      if (error instanceof ApiError && error.isClientError) reportError(error);
    },
    [reportError],
  );

  const marking = useOptimisticMutation({
    key: NOTIFICATIONS_KEY,
    change: (list: NotificationDto[], { id, read }: { id: string; read: boolean }) => withRead(list, id, read),
    write: ({ id, read }: { id: string; read: boolean }) => markNotification(id, read),
    onError,
  });
  const markingAll = useOptimisticMutation({ key: NOTIFICATIONS_KEY, change: allRead, write: () => markAllNotificationsRead(), onError });
  const removal = useOptimisticMutation({
    key: NOTIFICATIONS_KEY,
    change: (list: NotificationDto[], id: string) => without(list, id),
    write: (id: string) => deleteNotification(id),
    onError,
  });
  const clearing = useMutation({
    mutationKey: NOTIFICATIONS_KEY,
    mutationFn: () => clearNotifications(),
    onSuccess: () => queryClient.setQueryData<NotificationDto[]>(NOTIFICATIONS_KEY, []),
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });

  return {
    setRead: (id, read) => marking.mutate({ id, read }),
    markAllRead: () => markingAll.mutate(undefined),
    remove: (id) => removal.mutate(id),
    clearAll: () =>
      clearing.mutateAsync().then(
        () => true,
        () => false,
      ),
    async open(notification) {
      const marked = notification.IS_READ
        ? Promise.resolve()
        : marking.mutateAsync({ id: notification.ID, read: true }).then(
            () => undefined,
            () => undefined,
          );
      const target = linkTarget(notification.LINK);
      if (target.kind === 'app') void navigate(target.path);
      if (target.kind === 'external') {
        await marked; // leaving the application would cancel the call
        window.location.assign(target.url);
      }
      await marked;
    },
  };
};
