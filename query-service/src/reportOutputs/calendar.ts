// The calendar of a page's range, worked out once per range: every page of a grabber over the same dates
// (and every client paging it) shares it, instead of redoing the time-zone work of each date per page.
import type { OutputPeriod } from '@ftr/contracts';
import { datesBetween, rowCount } from './tabulate.ts';

export interface RangeCalendar {
  /** The factory dates of the range, oldest first. */
  dates: readonly string[];
  /** Rows each date makes before blank rows are suppressed (same order as `dates`). */
  rows: readonly number[];
  /** Rows of the whole range. */
  total: number;
}

/** Ranges kept (least recently used dropped first): a few per grabber being paged is plenty. */
const MAX_RANGES = 128;
const ranges = new Map<string, RangeCalendar>();

const computeCalendar = (fromDate: string, toDate: string, period: OutputPeriod): RangeCalendar => {
  const dates = datesBetween(fromDate, toDate);
  const rows = dates.map((date) => rowCount([date], period));
  return { dates, rows, total: rows.reduce((sum, n) => sum + n, 0) };
};

/** The range's dates and their row counts; a pure function of its arguments, memoised. */
export const rangeCalendar = (fromDate: string, toDate: string, period: OutputPeriod): RangeCalendar => {
  const key = `${fromDate} ${toDate} ${period}`;
  const hit = ranges.get(key);
  if (hit) {
    ranges.delete(key); // re-inserted: most recently used last
    ranges.set(key, hit);
    return hit;
  }
  const calendar = computeCalendar(fromDate, toDate, period);
  ranges.set(key, calendar);
  if (ranges.size > MAX_RANGES) {
    const oldest = ranges.keys().next().value;
    if (oldest !== undefined) ranges.delete(oldest);
  }
  return calendar;
};
