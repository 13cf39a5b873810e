import type { DataPoint } from '@ftr/contracts';
import { lookupRange, toRecords } from './records.ts';

const point = (PARAM_DATE: string, FTR_HOUR: number, PARAM_VALUE: number): DataPoint => ({
  PARAM_DATE,
  FTR_HOUR,
  PARAM_VALUE,
  PARM_CODE: 'S',
  OPTN_CODE: 'BC2026',
  REAL_DATETIME: '',
});

describe('recalculation lookup records', () => {
  it('covers the last 7 factory days up to today', () => {
    expect(lookupRange('2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
  });

  it('lists values newest first with their real date and hour (factory - 17 h, midnight as 24)', () => {
    const records = toRecords([point('2026-11-25', 24, 1), point('2026-11-26', 1, 2), point('2026-11-26', 17, 3)]);
    expect(records.map((r) => [r.PARAM_DATE, r.HOUR, r.PARAM_VALUE, r.REAL_DATETIME])).toEqual([
      ['2026-11-26', 17, 3, '2026-11-25 24:00'],
      ['2026-11-26', 1, 2, '2026-11-25 08:00'],
      ['2026-11-25', 24, 1, '2026-11-25 07:00'],
    ]);
  });

  it("marks the autumn day's repeated hour", () => {
    expect(toRecords([point('2026-10-25', 19, 1)])[0]?.REAL_DATETIME).toBe('2026-10-25 01:00 (2nd)');
  });
});
