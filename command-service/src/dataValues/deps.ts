import type { CommandDeps } from '../deps.ts';
import type { WaitForReadSide } from './readSide.ts';
import type { WeekCache } from './weekCache.ts';

/** What data entry needs beyond the common command deps. */
export interface DataValueDeps extends CommandDeps {
  waitForReadSide: WaitForReadSide;
  weeks: WeekCache;
  newId(): string;
}

/** How long a submission waits for the read side to reach its week stream's head before giving up. */
export const READ_SIDE_WAIT_MS = 5_000;
