import type { NotificationDto } from '@ftr/contracts';
import { atom } from 'jotai';
import { appStore } from '../../session/store.ts';
import { listNotifications } from './service.ts';

/** The signed-in user's notifications, shared by the top-bar dropdown and the page; null until loaded. */
export const notificationsAtom = atom<NotificationDto[] | null>(null);

let inFlight: Promise<void> | null = null;
let again = false;
/** Bumped by every local change: a load that started before it must not overwrite it. */
let generation = 0;
/** Writes under way: a load answered meanwhile may predate them, so it is not shown. */
let writing = 0;

/**
 * Reloads the list. Calls made while a load is running coalesce into one more load after it, so the
 * dropdown and the page reacting to the same live change fetch once, and the last answer wins.
 */
export const refreshNotifications = (): Promise<void> => {
  if (inFlight) {
    again = true;
    return inFlight;
  }
  const run = async () => {
    try {
      do {
        again = false;
        const started = generation;
        const list = await listNotifications();
        if (started === generation && writing === 0) appStore.set(notificationsAtom, list);
      } while (again);
    } finally {
      inFlight = null;
    }
  };
  inFlight = run();
  return inFlight;
};

/** Shows `list` (null: forgets it, as on sign-out) over anything a load started earlier answers. */
export const replaceNotifications = (list: NotificationDto[] | null): void => {
  generation++;
  appStore.set(notificationsAtom, list);
};

/**
 * A write shown at once: `change` applies to the list now, `write` goes to the server. On failure the
 * list as it was comes back (when `rollback`) and the error is thrown; either way the list is reloaded.
 */
export const writeOptimistically = async (
  change: (list: NotificationDto[]) => NotificationDto[],
  write: () => Promise<unknown>,
  rollback = true,
): Promise<void> => {
  generation++;
  const before = appStore.get(notificationsAtom);
  if (before) appStore.set(notificationsAtom, change(before));
  writing++;
  try {
    await write();
  } catch (error) {
    if (rollback) replaceNotifications(before);
    throw error;
  } finally {
    writing--;
    void refreshNotifications().catch(() => undefined);
  }
};
