// Europe/London wall clock <-> instant, via luxon's IANA zone (Intl underneath, so browser-safe).
import { IANAZone } from 'luxon';
import { parseIsoDate } from './calendar.ts';

export const FACTORY_ZONE = 'Europe/London';

const zone = IANAZone.create(FACTORY_ZONE);
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A local wall-clock reading in the factory zone. */
export interface WallClock {
  readonly date: string;
  readonly hour: number;
  /** Milliseconds since local midnight. */
  readonly msIntoDay: number;
}

/** The factory-zone wall clock at an instant (ms since the epoch). */
export const wallClockAt = (ms: number): WallClock => {
  const shifted = ms + zone.offset(ms) * MINUTE_MS;
  const midnight = Math.floor(shifted / DAY_MS) * DAY_MS;
  const date = new Date(midnight).toISOString().slice(0, 10);
  const msIntoDay = shifted - midnight;
  return { date, hour: Math.floor(msIntoDay / 3_600_000), msIntoDay };
};

/**
 * Every instant whose factory-zone wall clock reads `hour`:00 on calendar date `date`, earliest first:
 * none in a spring-forward gap, two in an autumn repeat, otherwise one.
 */
export const instantsAtWallClock = (date: string, hour: number): number[] => {
  const { year, month, day } = parseIsoDate(date);
  const wall = new Date(Date.UTC(2000, month - 1, day, hour));
  wall.setUTCFullYear(year);
  const wallMs = wall.getTime();
  const offsets = new Set([zone.offset(wallMs - DAY_MS), zone.offset(wallMs + DAY_MS)]);
  return [...offsets]
    .map((offsetMinutes) => wallMs - offsetMinutes * MINUTE_MS)
    .filter((t) => zone.offset(t) * MINUTE_MS === wallMs - t)
    .sort((a, b) => a - b);
};
