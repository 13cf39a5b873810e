import { ccfLimitsAt, withLimitPeriod, type CcfLimitPeriod } from './limitHistory.ts';

const period = (from: string, high_trigger: number): CcfLimitPeriod => ({ from, low_abs: 1, low_trigger: 2, high_trigger, high_abs: 10 });
const history = [period('2026-09-01T00:00:00.000Z', 8), period('2026-10-15T06:30:00.000Z', 7)];

describe('CCF limit history', () => {
  it('given two periods, the limits at an instant are those of the latest period from at or before it', () => {
    expect(ccfLimitsAt(history, '2026-10-01T00:00:00.000Z')?.HIGHTRG).toBe(8);
    expect(ccfLimitsAt(history, '2026-10-15T06:30:00.000Z')?.HIGHTRG).toBe(7);
    expect(ccfLimitsAt(history, '2026-12-01T00:00:00.000Z')).toEqual({ LOWABS: 1, LOWTRG: 2, HIGHTRG: 7, HIGHABS: 10 });
  });

  it('takes the first period before the analysis existed, and nothing without a history', () => {
    expect(ccfLimitsAt(history, '2020-01-01T00:00:00.000Z')?.HIGHTRG).toBe(8);
    expect(ccfLimitsAt([], '2026-10-01T00:00:00.000Z')).toBeNull();
  });

  it('adds a period only when a save changes the limits', () => {
    expect(withLimitPeriod(history, period('2026-11-01T00:00:00.000Z', 7))).toEqual(history);
    expect(withLimitPeriod(history, period('2026-11-01T00:00:00.000Z', 6))).toHaveLength(3);
  });
});
