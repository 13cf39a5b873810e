import { NOTIFICATION_INBOXES_COLLECTION, NOTIFICATION_POLL_MS, NOTIFICATIONS_COLLECTION, type NotificationDto } from '@ftr/contracts';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useChanges } from '../../live/socket.ts';
import { tokenAtom } from '../../session/atoms.ts';
import { notificationsAtom, refreshNotifications, replaceNotifications } from './feed.ts';

/** Spec 3 §8: the notification refresh fails silently (the next change or poll tries again). */
const refresh = () => void refreshNotifications().catch(() => undefined);

/**
 * The signed-in user's notifications: loaded on sign-in, reloaded at once when the server reports a
 * change to them (the change reaches this user's sockets only), and polled every 15 minutes
 * (spec 3 §4) as a fallback. `loading` is true until the first answer.
 */
export const useNotifications = (): { notifications: NotificationDto[]; loading: boolean } => {
  const token = useAtomValue(tokenAtom);
  const notifications = useAtomValue(notificationsAtom);

  useEffect(() => {
    if (!token) {
      replaceNotifications(null);
      return undefined;
    }
    refresh();
    const timer = window.setInterval(refresh, NOTIFICATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [token]);

  useChanges(NOTIFICATIONS_COLLECTION, refresh);
  useChanges(NOTIFICATION_INBOXES_COLLECTION, refresh);

  return { notifications: notifications ?? [], loading: notifications === null };
};
