import type { OperationDoc } from '@ftr/read-models/operations/projection.ts';
import { rangeDays } from './data.ts';

const op = (SITE: string, START_DATE: string, END_DATE: string) => ({ SITE, START_DATE, END_DATE }) as OperationDoc;

describe('rangeDays', () => {
  it('gives the fixed ranges their days and none without a range', () => {
    expect(rangeDays(undefined, '2026-11-26', [])).toBeNull();
    expect([rangeDays('24h', '2026-11-26', []), rangeDays('7d', '2026-11-26', []), rangeDays('28d', '2026-11-26', [])]).toEqual([1, 7, 28]);
  });

  it('reads the operation from the earliest start of those covering the date, at most 140 days; none: own histories', () => {
    const ops = [op('BA', '2026-10-27', '2027-02-28'), op('WI', '2026-11-20', '2027-02-28'), op('BU', '2026-01-01', '2026-03-01')];
    expect(rangeDays('operation', '2026-11-26', ops)).toBe(31);
    expect(rangeDays('operation', '2026-11-26', [op('BA', '2026-01-01', '2026-12-31')])).toBe(140);
    expect(rangeDays('operation', '2026-11-26', [op('BU', '2026-01-01', '2026-03-01')])).toBeNull();
  });
});
