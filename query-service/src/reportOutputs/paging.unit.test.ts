import type { StoredHour } from './tabulate.ts';
import { datesBetween, tabulate } from './tabulate.ts';
import { rangeCalendar } from './calendar.ts';
import { pageRows, pageSpan, scanPage } from './paging.ts';

const dates = datesBetween('2026-10-23', '2026-10-27'); // 24 + 24 + 25 (autumn) + 24 + 24 = 121 hourly rows
/** Every hour holds its own number of hours since the range began (1..121), so rows are easy to check. */
const lookup = (_column: number, date: string): Record<string, StoredHour> => {
  const before = dates.indexOf(date) * 24 + (date > '2026-10-25' ? 1 : 0);
  const hours = date === '2026-10-25' ? 25 : 24;
  return Object.fromEntries(Array.from({ length: hours }, (_, i) => [String(i + 1), { value: before + i + 1, operation: 'OP' }]));
};
const options = { period: 'H' as const, operation: null, suppressBlankRows: false };
const page = (n: number, sort: 'asc' | 'desc', size = 50) => {
  const span = pageSpan(rangeCalendar('2026-10-23', '2026-10-27', 'H'), sort, n, size);
  return { span, values: pageRows(1, span, lookup, options, sort, size).map((r) => r.values[0]) };
};
const range = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

describe('grabber pages', () => {
  it('works out the calendar of a range once: the same range answers the same object', () => {
    const calendar = rangeCalendar('2026-10-23', '2026-10-27', 'H');
    expect(calendar).toEqual({ dates, rows: [24, 24, 25, 24, 24], total: 121 });
    expect(rangeCalendar('2026-10-23', '2026-10-27', 'H')).toBe(calendar);
    expect(rangeCalendar('2026-10-23', '2026-10-27', 'D').total).toBe(5);
  });

  it('reads only the dates a page falls on, across the 25-hour day', () => {
    expect(page(1, 'asc').span).toEqual({ dates: ['2026-10-23', '2026-10-24', '2026-10-25'], skip: 0 });
    expect(page(1, 'asc').values).toEqual(range(1, 50));
    expect(page(2, 'asc').span).toEqual({ dates: ['2026-10-25', '2026-10-26', '2026-10-27'], skip: 2 });
    expect(page(2, 'asc').values).toEqual(range(51, 100));
    expect(page(3, 'asc').values).toEqual(range(101, 121));
    expect(page(4, 'asc').values).toEqual([]);
  });

  it('pages newest first when sorted descending', () => {
    expect(page(1, 'desc').span).toEqual({ dates: ['2026-10-25', '2026-10-26', '2026-10-27'], skip: 0 });
    expect(page(1, 'desc').values).toEqual(range(121, 72));
    expect(page(3, 'desc').values).toEqual(range(21, 1));
  });

  it('with blank rows suppressed, scans the range and counts the rows that hold a value', async () => {
    const sparse = (column: number, date: string) => (date === '2026-10-25' ? { '25': { value: column + 1, operation: 'OP' } } : undefined);
    const suppress = { ...options, suppressBlankRows: true };
    const result = await scanPage(2, dates, () => Promise.resolve(sparse), suppress, 'asc', 1, 100, 2);
    expect(result).toEqual({ rows: tabulate(2, ['2026-10-25'], sparse, suppress), total: 1 });
    expect(result.rows[0]?.values).toEqual([1, 2]);
  });
});
