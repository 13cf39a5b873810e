// A page of a grabber's rows (spec 1 §9: 100 a page). Without blank-row suppression the rows of a range
// are known from the calendar alone (24 an hourly day, 23 or 25 on the change days), so a page reads only
// the dates its rows fall on, wherever it lies in the range. With suppression the range is read in windows.
import type { OutputRow, OutputSort } from '@ftr/contracts';
import type { RangeCalendar } from './calendar.ts';
import type { DayLookup, TabulateOptions } from './tabulate.ts';
import { dateWindows, sortRows, tabulate } from './tabulate.ts';

export interface PageSpan {
  /** The dates holding the page's rows, ascending. */
  dates: string[];
  /** Rows of those dates (in the requested order) before the page's first. */
  skip: number;
}

/** Where page `page` (1-based) of `size` rows lies in a range (its calendar: rangeCalendar) read in `sort` order. */
export const pageSpan = (calendar: RangeCalendar, sort: OutputSort, page: number, size: number): PageSpan => {
  const { dates, rows } = calendar;
  const start = (page - 1) * size;
  const end = start + size;
  const picked: string[] = [];
  let before = 0;
  let skip = 0;
  for (let k = 0; k < dates.length; k += 1) {
    const i = sort === 'desc' ? dates.length - 1 - k : k;
    const n = rows[i] ?? 0;
    if (before + n > start && before < end) {
      if (picked.length === 0) skip = start - before;
      picked.push(dates[i] ?? '');
    }
    before += n;
    if (before >= end) break;
  }
  return { dates: sort === 'desc' ? picked.reverse() : picked, skip };
};

/** The page's rows of a span read through `lookup`. */
export const pageRows = (
  columnCount: number,
  span: PageSpan,
  lookup: DayLookup,
  options: TabulateOptions,
  sort: OutputSort,
  size: number,
): OutputRow[] => sortRows(tabulate(columnCount, span.dates, lookup, options), sort).slice(span.skip, span.skip + size);

/** With blank rows suppressed: reads every window (`read`) and keeps the page's rows and the total. */
export const scanPage = async (
  columnCount: number,
  dates: readonly string[],
  read: (window: string[]) => Promise<DayLookup>,
  options: TabulateOptions,
  sort: OutputSort,
  page: number,
  size: number,
  windowDays: number,
): Promise<{ rows: OutputRow[]; total: number }> => {
  const start = (page - 1) * size;
  const rows: OutputRow[] = [];
  let total = 0;
  for (const window of dateWindows(dates, windowDays, sort)) {
    const windowRows = sortRows(tabulate(columnCount, window, await read(window), options), sort);
    for (const row of windowRows) {
      if (total >= start && total < start + size) rows.push(row);
      total += 1;
    }
  }
  return { rows, total };
};
