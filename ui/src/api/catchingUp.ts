import { atom } from 'jotai';
import type { OwningService } from '@ftr/contracts';
import { appStore } from '../session/store.ts';

/** How many reads are waiting for the read side to catch up with this browser's own writes (the shell shows it). */
export const catchingUpAtom = atom(0);

/** Tries of a read the server answered "catching up" (503 with Retry-After), the first included. */
export const CATCH_UP_TRIES = 5;
/** The longest wait between tries, whatever Retry-After asks. */
const MAX_WAIT_MS = 5_000;

/**
 * A read of the query service answered 503 with Retry-After: the read side has not yet applied this browser's
 * own writes (x-min-position). Nothing is wrong with the request; asked again shortly, it is answered.
 */
export const isCatchingUp = (service: OwningService, method: string, response: Response): boolean =>
  service === 'query' && method === 'GET' && response.status === 503 && response.headers.has('retry-after');

const waitMs = (response: Response): number => {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_WAIT_MS) : 1000;
};

/**
 * Sends a read; while the server answers "catching up", the shell shows so and the read is sent again after
 * Retry-After, up to CATCH_UP_TRIES in all. The last answer is returned whatever it is (a 503 then becomes the
 * page's error: never older data shown as current).
 */
export const sendCatchingUp = async (
  service: OwningService,
  method: string,
  send: () => Promise<Response>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Response> => {
  let response = await send();
  if (!isCatchingUp(service, method, response)) return response;
  appStore.set(catchingUpAtom, (n) => n + 1);
  try {
    for (let tries = 1; tries < CATCH_UP_TRIES && isCatchingUp(service, method, response); tries += 1) {
      await sleep(waitMs(response));
      response = await send();
    }
    return response;
  } finally {
    appStore.set(catchingUpAtom, (n) => n - 1);
  }
};
