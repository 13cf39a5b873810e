// The tabulation of reports and grabbers (spec 1 §3 Data row): pure, no I/O. Columns are parameters of
// sites; rows are factory hours (period H: every hour of each factory date, 23 or 25 on the daylight-saving
// days, so no reading is lost or merged) or factory dates (period D: the value at the hour daily values sit
// at, docs/architecture.md §5). Values are read per (column, factory date) as that day's hours.
import {
  addDays,
  dailyValueHour,
  daysBetween,
  factoryHourToInstant,
  hoursInFactoryDay,
  realLabel,
  type OutputPeriod,
  type OutputRow,
  type OutputSort,
} from '@ftr/contracts';

/** One stored value of an hour, as the values read model holds it. */
export interface StoredHour {
  value: number;
  operation: string;
}
/** A column's hours on one factory date (keys '1'..'25'), undefined when it has none. */
export type DayLookup = (column: number, date: string) => Readonly<Record<string, StoredHour>> | undefined;

export interface TabulateOptions {
  period: OutputPeriod;
  /** Only values entered under this operation; null: every value. */
  operation: string | null;
  suppressBlankRows: boolean;
}

/** The factory dates from..to inclusive, oldest first. */
export const datesBetween = (fromDate: string, toDate: string): string[] => {
  const days = daysBetween(fromDate, toDate);
  return Array.from({ length: Math.max(0, days + 1) }, (_, i) => addDays(fromDate, i));
};

/**
 * The last date a daily (D) output has a row for: `toDate`, or earlier while a date's daily value hour has not
 * ended by `now` (today's factory date is a calendar day ahead of the real one after 07:00, so a range ending
 * "today" ended in a row for a value not due until tomorrow morning, always empty). Before `fromDate` when no
 * date of the range is due.
 */
export const lastDueDate = (fromDate: string, toDate: string, now: Date): string => {
  let last = toDate;
  while (last >= fromDate && factoryHourToInstant(last, dailyValueHour(last)).getTime() > now.getTime()) last = addDays(last, -1);
  return last;
};

/** The hours of a factory date that make rows: each hour (H), or the daily value's hour (D). */
export const rowHours = (date: string, period: OutputPeriod): number[] =>
  period === 'D' ? [dailyValueHour(date)] : Array.from({ length: hoursInFactoryDay(date) }, (_, i) => i + 1);

/** How many rows dates make before blank rows are suppressed. */
export const rowCount = (dates: readonly string[], period: OutputPeriod): number =>
  period === 'D' ? dates.length : dates.reduce((n, date) => n + hoursInFactoryDay(date), 0);

/** The rows of `dates` (in the order given; hours ascending within a date), one value per column. */
export const tabulate = (columnCount: number, dates: readonly string[], lookup: DayLookup, options: TabulateOptions): OutputRow[] => {
  const rows: OutputRow[] = [];
  for (const date of dates) {
    const days = Array.from({ length: columnCount }, (_, column) => lookup(column, date));
    for (const hour of rowHours(date, options.period)) {
      const values = days.map((day) => {
        const stored = day?.[String(hour)];
        return stored && (options.operation === null || stored.operation === options.operation) ? stored.value : null;
      });
      if (options.suppressBlankRows && values.every((v) => v === null)) continue;
      const { realDate, realHour } = realLabel(date, hour);
      rows.push({ REAL_DATE: realDate, REAL_HOUR: realHour, FTR_DATE: date, FTR_HOUR: hour, values });
    }
  }
  return rows;
};

/** Rows in the requested order: tabulate oldest first, then reverse for descending. */
export const sortRows = (rows: OutputRow[], sort: OutputSort): OutputRow[] => (sort === 'desc' ? rows.reverse() : rows);

/**
 * Windows of dates to read and write one after the other (bounded memory): oldest first for ascending,
 * newest window first for descending (each window's dates still ascending; sortRows reverses its rows).
 */
export const dateWindows = (dates: readonly string[], size: number, sort: OutputSort): string[][] => {
  const windows: string[][] = [];
  for (let i = 0; i < dates.length; i += size) windows.push(dates.slice(i, i + size));
  return sort === 'desc' ? windows.reverse() : windows;
};

/** A transposed table: one line per column, one cell per row (the rows' labels become header lines). */
export interface Transposed {
  labels: Pick<OutputRow, 'REAL_DATE' | 'REAL_HOUR' | 'FTR_DATE' | 'FTR_HOUR'>[];
  lines: (number | null)[][];
}

export const transpose = (columnCount: number, rows: readonly OutputRow[]): Transposed => ({
  labels: rows.map(({ REAL_DATE, REAL_HOUR, FTR_DATE, FTR_HOUR }) => ({ REAL_DATE, REAL_HOUR, FTR_DATE, FTR_HOUR })),
  lines: Array.from({ length: columnCount }, (_, column) => rows.map((row) => row.values[column] ?? null)),
});
