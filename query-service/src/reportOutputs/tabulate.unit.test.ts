import {
  dateWindows,
  datesBetween,
  lastDueDate,
  rowCount,
  rowHours,
  sortRows,
  tabulate,
  transpose,
  type DayLookup,
  type StoredHour,
} from './tabulate.ts';

/** Column -> date -> hour -> value (operation 'OP1' unless given as [value, operation]). */
type Fixture = Record<string, Record<string, number | [number, string]>>[];
const lookupOf =
  (fixture: Fixture): DayLookup =>
  (column, date) => {
    const day = fixture[column]?.[date];
    if (!day) return undefined;
    return Object.fromEntries(
      Object.entries(day).map(([hour, v]): [string, StoredHour] => [
        hour,
        Array.isArray(v) ? { value: v[0], operation: v[1] } : { value: v, operation: 'OP1' },
      ]),
    );
  };
const all = { period: 'H' as const, operation: null, suppressBlankRows: false };

describe('report and grabber tabulation', () => {
  it('makes one row per factory hour with real and factory labels, a value per column in column order', () => {
    const rows = tabulate(2, ['2026-11-20'], lookupOf([{ '2026-11-20': { 1: 10, 24: 24.5 } }, { '2026-11-20': { 1: 7 } }]), all);
    expect(rows).toHaveLength(24);
    expect(rows[0]).toEqual({ REAL_DATE: '2026-11-19', REAL_HOUR: 8, FTR_DATE: '2026-11-20', FTR_HOUR: 1, values: [10, 7] });
    expect(rows[16]).toMatchObject({ REAL_DATE: '2026-11-19', REAL_HOUR: 24, FTR_HOUR: 17, values: [null, null] });
    expect(rows[23]).toEqual({ REAL_DATE: '2026-11-20', REAL_HOUR: 7, FTR_DATE: '2026-11-20', FTR_HOUR: 24, values: [24.5, null] });
  });

  it('keeps every hour of the daylight-saving days: 23 in spring, 25 in autumn with the repeated real hour', () => {
    expect(rowHours('2026-03-29', 'H')).toHaveLength(23);
    expect(rowHours('2026-10-25', 'H')).toHaveLength(25);
    expect(rowCount(['2026-03-29', '2026-03-30', '2026-10-25'], 'H')).toBe(23 + 24 + 25);
    const autumn = tabulate(1, ['2026-10-25'], lookupOf([{ '2026-10-25': { 18: 1, 19: 2, 25: 3 } }]), all);
    expect(autumn).toHaveLength(25);
    // Real 01:00 happens twice: factory hours 18 and 19 carry the same label and their own values.
    expect(autumn.slice(17, 19).map((r) => [r.REAL_DATE, r.REAL_HOUR, r.FTR_HOUR, r.values[0]])).toEqual([
      ['2026-10-25', 1, 18, 1],
      ['2026-10-25', 1, 19, 2],
    ]);
    expect(autumn[24]).toMatchObject({ REAL_DATE: '2026-10-25', REAL_HOUR: 7, FTR_HOUR: 25, values: [3] });
    const spring = tabulate(1, ['2026-03-29'], lookupOf([{ '2026-03-29': { 23: 5 } }]), all);
    expect(spring.map((r) => r.REAL_HOUR)).not.toContain(1);
    expect(spring[22]).toMatchObject({ REAL_DATE: '2026-03-29', REAL_HOUR: 7, FTR_HOUR: 23, values: [5] });
  });

  it('makes one row per factory date for period D, at the hour daily values sit at (23/25 on the change days)', () => {
    const fixture: Fixture = [{ '2026-03-29': { 23: 1, 5: 99 }, '2026-03-30': { 24: 2 }, '2026-10-25': { 25: 3 } }];
    const rows = tabulate(1, ['2026-03-29', '2026-03-30', '2026-10-25'], lookupOf(fixture), { ...all, period: 'D' });
    expect(rows.map((r) => [r.FTR_DATE, r.FTR_HOUR, r.REAL_DATE, r.REAL_HOUR, r.values[0]])).toEqual([
      ['2026-03-29', 23, '2026-03-29', 7, 1],
      ['2026-03-30', 24, '2026-03-30', 7, 2],
      ['2026-10-25', 25, '2026-10-25', 7, 3],
    ]);
  });

  it("ends a daily range at the last date whose daily value is due (factory today's is due at real 07:00 tomorrow)", () => {
    // Real 2026-11-22 10:00 is factory 2026-11-23 03:00: the 23rd's daily value (real 07:00 on the 23rd) is not due.
    const now = new Date('2026-11-22T10:00:00Z');
    expect(lastDueDate('2026-11-20', '2026-11-23', now)).toBe('2026-11-22');
    expect(lastDueDate('2026-11-20', '2026-11-22', now)).toBe('2026-11-22');
    // At real 07:00 the day's value is due.
    expect(lastDueDate('2026-11-20', '2026-11-23', new Date('2026-11-23T07:00:00Z'))).toBe('2026-11-23');
    // Nothing of the range is due: before the from date (no rows).
    expect(lastDueDate('2026-11-23', '2026-11-24', now)).toBe('2026-11-22');
    expect(datesBetween('2026-11-23', '2026-11-22')).toEqual([]);
  });

  it('suppresses rows with no value in any column only when asked', () => {
    const fixture: Fixture = [{ '2026-11-20': { 3: 1 } }, { '2026-11-20': { 5: 2 } }];
    expect(tabulate(2, ['2026-11-20'], lookupOf(fixture), all)).toHaveLength(24);
    const kept = tabulate(2, ['2026-11-20'], lookupOf(fixture), { ...all, suppressBlankRows: true });
    expect(kept.map((r) => [r.FTR_HOUR, r.values])).toEqual([
      [3, [1, null]],
      [5, [null, 2]],
    ]);
  });

  it('shows only the values entered under the chosen operation', () => {
    const fixture: Fixture = [{ '2026-11-20': { 1: [1, 'BC2026'], 2: [2, 'JR2026'] } }];
    const rows = tabulate(1, ['2026-11-20'], lookupOf(fixture), { ...all, operation: 'JR2026', suppressBlankRows: true });
    expect(rows.map((r) => [r.FTR_HOUR, r.values[0]])).toEqual([[2, 2]]);
  });

  it('sorts descending by reversing windows and the rows within each, so the newest hour comes first', () => {
    const dates = datesBetween('2026-11-01', '2026-11-05');
    expect(dates).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
    const windows = dateWindows(dates, 2, 'desc');
    expect(windows).toEqual([['2026-11-05'], ['2026-11-03', '2026-11-04'], ['2026-11-01', '2026-11-02']]);
    const fixture: Fixture = [Object.fromEntries(dates.map((d, i) => [d, { 1: i, 24: i + 0.5 }]))];
    const rows = windows.flatMap((w) => sortRows(tabulate(1, w, lookupOf(fixture), { ...all, suppressBlankRows: true }), 'desc'));
    expect(rows.map((r) => r.values[0])).toEqual([4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1, 0.5, 0]);
    expect(dateWindows(dates, 2, 'asc')).toEqual([['2026-11-01', '2026-11-02'], ['2026-11-03', '2026-11-04'], ['2026-11-05']]);
    expect(datesBetween('2026-11-05', '2026-11-01')).toEqual([]);
  });

  it('transposes: one line per column, one cell per row, the row labels kept in order', () => {
    const rows = tabulate(2, ['2026-11-20'], lookupOf([{ '2026-11-20': { 1: 1, 2: 2 } }, { '2026-11-20': { 2: 3 } }]), {
      ...all,
      suppressBlankRows: true,
    });
    const table = transpose(2, rows);
    expect(table.labels.map((l) => l.FTR_HOUR)).toEqual([1, 2]);
    expect(table.lines).toEqual([
      [1, 2],
      [null, 3],
    ]);
  });
});
