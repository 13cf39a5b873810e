import { API_CACHE } from './cacheNames.ts';
import { offlineDb } from './db.ts';
import { forgetUser, waitingValues } from './queue.ts';
import { OFFLINE_TEXTS } from './texts.ts';

/**
 * Before sign-out: values the user kept on this device and has not sent are named in a confirm dialog; signing
 * out anyway forgets them. Either way the cached grid answers go, so the next user of the device sees none.
 * Answers false when the user chose to stay signed in.
 */
export const offlineSignOut = async (user: string | undefined): Promise<boolean> => {
  if (user) {
    const waiting = await offlineDb()
      .then((db) => waitingValues(db, user))
      .catch(() => 0);
    if (waiting > 0 && !window.confirm(OFFLINE_TEXTS.signOutConfirm(waiting))) return false;
    await offlineDb()
      .then((db) => forgetUser(db, user))
      .catch(() => undefined);
  }
  if ('caches' in window) await window.caches.delete(API_CACHE).catch(() => false);
  return true;
};
