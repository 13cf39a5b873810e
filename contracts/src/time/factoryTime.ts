// Factory time (docs/architecture.md §5; spec 1 §4 "Hour mode", spec 3 §9 "Manual recalculation").
//
// The factory day D runs from 07:00 local (Europe/London) on D-1 to 07:00 local on D. Factory hour h
// (1-based) is the h-th elapsed hour of that day, and a reading "at factory hour h" is stamped at the END
// of the hour: instant = start of day + h hours. A day has 24 hours, 23 on the spring-forward day and 25
// on the autumn day, so every factory hour is a distinct instant and no reading is lost or merged.
// Instants are stored in UTC; dates and labels are derived here. Real (calendar) labels: ./realTime.ts.
import { addDays } from './calendar.ts';
import { instantsAtWallClock, wallClockAt } from './londonClock.ts';

export { FACTORY_ZONE } from './londonClock.ts';
/** Local hour at which every factory day starts (on the previous calendar date) and ends. */
export const DAY_START_HOUR = 7;
/** Real time = factory time - 17 hours (spec 3 §9). */
export const REAL_HOUR_OFFSET = 17;

const HOUR_MS = 3_600_000;

/** One factory hour: factory date 'YYYY-MM-DD' and hour 1..hoursInFactoryDay(date). */
export interface FactoryHour {
  readonly date: string;
  readonly hour: number;
}

/** Where the time comes from; pass one in rather than reading the clock. */
export interface Clock {
  now(): Date;
}

/** The only place that reads the machine clock. */
export const systemClock: Clock = { now: () => new Date() };

// Day boundaries are asked for over and over (every hour conversion needs one), and the zone lookup is
// the costly part, so keep a bounded memo of them. Pure: the same date always gives the same instant.
const sevenCache = new Map<string, number>();
const SEVEN_CACHE_MAX = 4096;

const localSevenOn = (calendarDate: string): Date => {
  const cached = sevenCache.get(calendarDate);
  if (cached !== undefined) return new Date(cached);
  // 07:00 always exists and is never repeated in Europe/London (changes happen at 01:00 UTC).
  const [instant] = instantsAtWallClock(calendarDate, DAY_START_HOUR);
  if (instant === undefined) throw new RangeError(`No ${DAY_START_HOUR}:00 on ${calendarDate}`);
  if (sevenCache.size >= SEVEN_CACHE_MAX) sevenCache.clear();
  sevenCache.set(calendarDate, instant);
  return new Date(instant);
};

/** The instant factory day `date` starts: 07:00 local on the previous calendar date. */
export const factoryDayStart = (date: string): Date => localSevenOn(addDays(date, -1));

/** The instant factory day `date` ends: 07:00 local on `date` (the stamp of its last hour). */
export const factoryDayEnd = (date: string): Date => localSevenOn(date);

const dayLength = (start: Date, end: Date, date: string): 23 | 24 | 25 => {
  const hours = (end.getTime() - start.getTime()) / HOUR_MS;
  if (hours !== 23 && hours !== 24 && hours !== 25) throw new RangeError(`Unexpected day length ${hours} h on ${date}`);
  return hours;
};

/** 24, or 23 on the spring-forward day, or 25 on the autumn day. */
export const hoursInFactoryDay = (date: string): 23 | 24 | 25 => dayLength(factoryDayStart(date), factoryDayEnd(date), date);

/** The factory hour daily values sit at: the last hour of the day (24 normally; real 07:00). */
export const dailyValueHour = (date: string): 23 | 24 | 25 => hoursInFactoryDay(date);

/** The instant a reading at factory hour `hour` of `date` is stamped with (the end of that hour). */
export const factoryHourToInstant = (date: string, hour: number): Date => {
  const start = factoryDayStart(date);
  const hours = dayLength(start, factoryDayEnd(date), date);
  if (!Number.isInteger(hour) || hour < 1 || hour > hours) {
    throw new RangeError(`Factory hour must be an integer 1..${hours} on ${date}: ${hour}`);
  }
  return new Date(start.getTime() + hour * HOUR_MS);
};

const checkInstant = (instant: Date): number => {
  const t = instant.getTime();
  if (Number.isNaN(t)) throw new RangeError('Invalid Date');
  return t;
};

/**
 * The factory date an instant falls in. An instant strictly after 07:00 local belongs to the next
 * calendar date's factory day; 07:00 exactly is the end (last hour) of the day named by its own date.
 */
export const factoryDateOf = (instant: Date): string => {
  const local = wallClockAt(checkInstant(instant));
  return local.msIntoDay > DAY_START_HOUR * HOUR_MS ? addDays(local.date, 1) : local.date;
};

/**
 * The factory hour an instant belongs to. An instant strictly inside an hour belongs to that hour, and an
 * hour's end instant to the hour itself (hour = ceil of hours elapsed since the day start), so the day's
 * start instant is the last hour (24, 23 or 25) of the previous factory day.
 */
export const instantToFactory = (instant: Date): FactoryHour => {
  const date = factoryDateOf(instant);
  const hour = Math.ceil((checkInstant(instant) - factoryDayStart(date).getTime()) / HOUR_MS);
  return { date, hour };
};

/** The current factory date. */
export const factoryToday = (now: Date): string => factoryDateOf(now);

/** Hour mode (spec 1 §4 and §9): NOW = current hour, END = hour 6 (full day ending). */
export type HourMode = 'NOW' | 'END';

/**
 * The hour a screen shows data up to.
 * - NOW: the factory hour containing `now`, i.e. the hour in progress (by the instantToFactory rule).
 * - END: the last hour of the same factory day, so the whole day is shown.
 *
 * Reading of "END uses hour 6": the original system labelled hours on the real clock and by the hour's
 * start, so its day ran real hours 7..6 and "hour 6" was the 06:00-07:00 hour, the final hour of the
 * factory day. We stamp hours at their end, so that hour is factory hour 24 (real 07:00, where daily
 * values sit), or 23/25 on the daylight-saving days: dailyValueHour(date). (Taking "6" as an end-stamped
 * real hour would give factory hour 23 and drop the day's last hour, against "full day ending".)
 */
export const currentHour = (now: Date, mode: HourMode): FactoryHour => {
  const current = instantToFactory(now);
  switch (mode) {
    case 'NOW':
      return current;
    case 'END':
      return { date: current.date, hour: dailyValueHour(current.date) };
    default: {
      const unknown: never = mode;
      throw new RangeError(`Unknown hour mode: ${String(unknown)}`);
    }
  }
};
