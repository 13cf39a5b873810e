import { NOTIFICATION_POLL_MS, type NotificationDto } from '@ftr/contracts';
import { useAtomValue } from 'jotai';
import { queryKey } from '../../query/keys.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { signedInAtom } from '../../session/atoms.ts';

/** The cached read of the user's notifications, shared by the top-bar dropdown and the page. */
export const NOTIFICATIONS_KEY = queryKey('listNotifications', {});

/**
 * The signed-in user's notifications: loaded on sign-in, reloaded at once when the server reports a
 * change to them (LiveQueries: the change reaches this user's sockets only), and polled every 15
 * minutes (spec 3 §4) as a fallback. A failed load is silent (spec 3 §8: the next change or poll tries
 * again). `loading` is true until the first answer.
 */
export const useNotifications = (): { notifications: NotificationDto[]; loading: boolean } => {
  const signedIn = useAtomValue(signedInAtom);
  const { data, isPending } = useRouteQuery('listNotifications', {}, { enabled: signedIn, refetchInterval: NOTIFICATION_POLL_MS });
  return { notifications: signedIn ? (data ?? []) : [], loading: isPending };
};
