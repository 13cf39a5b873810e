// Real (calendar) labels of factory hours: real time = factory time - 17 hours (spec 3 §9).
// The real label of a factory hour is the local (Europe/London) wall-clock date and hour at the END of
// the hour, with 00:00 shown as hour 24 of the previous date. So on a normal day factory hour 1 is real
// (D-1, 8), factory 17 is real (D-1, 24) and factory 24 is real (D, 7). On the autumn day the wall-clock
// hour 01:00 happens twice: fold 0 is the first (BST), fold 1 the repeat (GMT). On the spring day real
// hour 1 does not exist.
import { addDays } from './calendar.ts';
import { factoryHourToInstant, instantToFactory } from './factoryTime.ts';
import type { FactoryHour } from './factoryTime.ts';
import { instantsAtWallClock, wallClockAt } from './londonClock.ts';

const HOUR_MS = 3_600_000;

/** A real-time label: calendar date, hour 1..24 (24 = 00:00 of the next date) and which repeat. */
export interface RealLabel {
  readonly realDate: string;
  readonly realHour: number;
  /** 1 only for the second occurrence of a repeated wall-clock hour (autumn change), else 0. */
  readonly fold: 0 | 1;
}

const computeLabel = (date: string, hour: number): RealLabel => {
  const t = factoryHourToInstant(date, hour).getTime();
  const here = wallClockAt(t);
  const before = wallClockAt(t - HOUR_MS);
  const fold = before.date === here.date && before.hour === here.hour ? 1 : 0;
  return here.hour === 0 ? { realDate: addDays(here.date, -1), realHour: 24, fold } : { realDate: here.date, realHour: here.hour, fold };
};

/**
 * Labels computed so far: the conversion goes through the London clock (Intl, tens of µs), and grids, exports
 * and dashboards ask for the same hours of many columns. A pure function of its arguments, so the memo is never
 * stale; bounded, cleared when full.
 */
const labels = new Map<string, RealLabel>();
const MAX_LABELS = 50_000;

/** The real label of factory hour `hour` on factory date `date`. */
export const realLabel = (date: string, hour: number): RealLabel => {
  const key = `${date}|${hour}`;
  let label = labels.get(key);
  if (!label) {
    if (labels.size >= MAX_LABELS) labels.clear();
    label = computeLabel(date, hour);
    labels.set(key, label);
  }
  return label;
};

/**
 * The factory hour for a real date and hour (1..24, 24 meaning 00:00 of the next date): the inverse of
 * realLabel, used by manual recalculation (spec 3 §9). `fold` picks the repeat of the autumn 01:00 hour.
 * Throws a RangeError for an hour outside 1..24, for the spring day's missing real hour 1, and for fold 1
 * on an hour that is not repeated.
 */
export const realToFactory = (realDate: string, realHour: number, fold: 0 | 1 = 0): FactoryHour => {
  if (!Number.isInteger(realHour) || realHour < 1 || realHour > 24) {
    throw new RangeError(`Real hour must be an integer 1..24: ${realHour}`);
  }
  const wallDate = realHour === 24 ? addDays(realDate, 1) : realDate;
  const instants = instantsAtWallClock(wallDate, realHour % 24);
  if (instants.length === 0) {
    throw new RangeError(`Real hour ${realHour} on ${realDate} does not exist (clocks went forward)`);
  }
  const instant = instants[fold];
  if (instant === undefined) throw new RangeError(`Real hour ${realHour} on ${realDate} is not repeated: no fold ${fold}`);
  return instantToFactory(new Date(instant));
};
