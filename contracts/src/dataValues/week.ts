// Which week stream a factory date belongs to, and the dates of a daily grid (spec 1 §2 Data entry screen).
// Calendar arithmetic only, on the time module: a factory date is a plain calendar date.
import { addDays, daysBetween } from '../time/calendar.ts';
import type { Site } from '../sites.ts';

/** A known Monday: weekdays are counted from it. */
const A_MONDAY = '2024-01-01';

/** 0 for Monday .. 6 for Sunday. */
export const weekdayIndex = (date: string): number => {
  const n = daysBetween(A_MONDAY, date) % 7;
  return n < 0 ? n + 7 : n;
};

/** The Monday on or before `date`. */
export const weekStart = (date: string): string => addDays(date, -weekdayIndex(date));

/** The seven dates Monday..Sunday of the week containing `date`. */
export const weekDates = (date: string): string[] => {
  const monday = weekStart(date);
  return [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(monday, n));
};

/**
 * Event stream of the values of one site for one factory week (Monday..Sunday): every grid
 * submission (an hourly grid is one day, a daily grid one week) is one append to one stream.
 */
export const valuesStream = (site: Site, date: string): string => `values-${site}_${weekStart(date)}`;

/** Recalculation requests of a site, consumed by the recalculation job. */
export const recalcStream = (site: Site): string => `recalc-${site}`;
