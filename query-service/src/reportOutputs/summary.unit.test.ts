import type { OutputColumn } from '@ftr/contracts';
import { dailyNotes, summaryKind, summaryLabel, summaryOf } from './summary.ts';

const column = (code: string): OutputColumn => ({ site: 'BA', code, heading1: null, heading2: null, heading3: null, precision: 1 });
const row = (values: (number | null)[]) => ({ REAL_DATE: '2026-10-01', REAL_HOUR: 8, FTR_DATE: '2026-10-01', FTR_HOUR: 1, values });

describe('the summary row', () => {
  it.each([
    ['BS-TN-T-1D', 'Total'],
    ['BS-TN-N-1D', 'Total'],
    ['BS-TN-V-1H', 'Average'],
    ['BS-TN-A-1H', 'Average'],
    ['BL-SB-Q-0H', 'Average'],
    ['BS-TN-MX-1D', 'Maximum'],
    ['BS-TN-MN-1D', 'Minimum'],
    ['BS-TN-X-1D', null],
    ['FREE_TEXT', null],
  ])('%s: %s', (code, kind) => expect(summaryKind(code)).toBe(kind));

  it('sums, averages, takes the maximum and minimum of the values present; blank where none applies or none is there', () => {
    const columns = ['A-B-T-1D', 'A-B-V-1H', 'A-B-MX-1D', 'A-B-MN-1D', 'A-B-X-1D', 'A-B-T-2D'].map(column);
    const summary = summaryOf(columns);
    summary.add([row([1, 2, 3, 4, 5, null]), row([10, null, -3, -4, 6, null])]);
    summary.add([row([100, 4, 30, 40, 7, null])]);
    expect(summary.values()).toEqual([111, 3, 30, -4, null, null]);
    expect(summaryLabel(columns)).toBe('Total of T / Average of V / Maximum of MX / Minimum of MN');
  });

  it('notes hourly codes in a daily report only', () => {
    const columns = ['A-B-V-1H', 'A-B-T-1D'].map(column);
    expect(dailyNotes(columns, 'H')).toBeNull();
    expect(dailyNotes([column('A-B-T-1D')], 'D')).toBeNull();
    expect(dailyNotes(columns, 'D')?.map((n) => n !== null)).toEqual([true, false]);
  });
});
