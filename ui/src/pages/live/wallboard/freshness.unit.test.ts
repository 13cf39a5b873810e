import type { DataRow } from '@ftr/contracts';
import { ageText, freshnessText, newestValueAt } from './freshness.ts';

const row = (FTR_DATE: string, FTR_HOUR: number) => ({ FTR_DATE, FTR_HOUR }) as DataRow;

describe('wallboard freshness', () => {
  it('gives the age of the newest value in coarse words', () => {
    expect([ageText(40_000), ageText(12 * 60_000), ageText(16 * 3_600_000), ageText(3 * 86_400_000)]).toEqual([
      '40 s',
      '12 min',
      '16 h',
      '3 d',
    ]);
  });

  it('dates the newest entered row at the end of its factory hour', () => {
    // factory hour 1 of 2026-11-25 ends at 08:00 on the 24th (GMT in November)
    const at = newestValueAt([row('2026-11-25', 1), row('2026-11-24', 24)]);
    expect(at).toBe(Date.parse('2026-11-24T08:00:00Z'));
    expect(freshnessText(at, Date.parse('2026-11-25T00:00:00Z'))).toBe('Newest value 16 h ago');
    expect(freshnessText(newestValueAt([]), 0)).toBe('No values yet');
  });
});
