// When a schedule runs and which period it covers (pure; the decider, the runner and the list share it).
import { addDays, parseIsoDate } from '../time/calendar.ts';
import { factoryDateOf, factoryHourToInstant, hoursInFactoryDay } from '../time/factoryTime.ts';
import type { Cadence, SchedulePeriod } from './schemas.ts';

const weekdayOf = (date: string): number => {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
};

/** Whether the schedule runs on factory date `date`. */
export const runsOn = (cadence: Cadence, date: string): boolean => cadence.every === 'DAY' || weekdayOf(date) === cadence.weekday;

/** The instant of the run on `date`: the end of factory hour H (the day's last hour on a 23-hour day). */
export const runInstant = (cadence: Cadence, date: string): Date =>
  factoryHourToInstant(date, Math.min(cadence.hour, hoursInFactoryDay(date)));

/** The period of the run on `date`: the factory day (or 7 days) ending with it. */
export const periodOf = (cadence: Cadence, date: string): SchedulePeriod => ({
  key: date,
  fromDate: addDays(date, cadence.every === 'WEEK' ? -6 : 0),
  toDate: date,
  at: runInstant(cadence, date).toISOString(),
});

/** The latest run at or before `now` (a missed run is not caught up on beyond it), or null within the first week. */
export const lastDuePeriod = (cadence: Cadence, now: Date): SchedulePeriod | null => {
  const today = factoryDateOf(now);
  for (let back = 0; back <= 8; back++) {
    const date = addDays(today, -back);
    if (runsOn(cadence, date) && runInstant(cadence, date).getTime() <= now.getTime()) return periodOf(cadence, date);
  }
  return null;
};

/** The first run strictly after `now`. */
export const nextRun = (cadence: Cadence, now: Date): SchedulePeriod => {
  const today = factoryDateOf(now);
  for (let ahead = 0; ; ahead++) {
    const date = addDays(today, ahead);
    if (runsOn(cadence, date) && runInstant(cadence, date).getTime() > now.getTime()) return periodOf(cadence, date);
  }
};
