// When a wallboard's figures can no longer be trusted to be current.
import { LIVE_REFRESH_MS } from '@ftr/contracts';
import { clockText } from '../../../format/time.ts';

/** Past this age, with the socket up, the fallback refresh has failed twice: the data is stale. */
export const STALE_AFTER_MS = 2 * LIVE_REFRESH_MS + 30_000;

export type Staleness = { stale: false } | { stale: true; text: string };

/**
 * Stale when the socket is down, or when nothing has arrived for STALE_AFTER_MS; the text says from when
 * the figures on the board are ('Disconnected — data from 14:05').
 */
export const staleness = (connected: boolean, updatedAt: number | null, now: number): Staleness => {
  const since = updatedAt === null ? 'no data yet' : `data from ${clockText(updatedAt)}`;
  if (!connected) return { stale: true, text: `Disconnected — ${since}` };
  if (updatedAt !== null && now - updatedAt > STALE_AFTER_MS) return { stale: true, text: `Not updating — ${since}` };
  return { stale: false };
};
