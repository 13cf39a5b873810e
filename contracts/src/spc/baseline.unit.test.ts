import { baselineLimits, D2_FOR_TWO, zoneLines } from './baseline.ts';

describe('baselineLimits', () => {
  it('centre is the mean; sigma the average moving range over d2', () => {
    const values = [10, 12, 10, 12, 10, 12, 10, 12, 10, 12];
    const limits = baselineLimits(values);
    expect(limits?.centre).toBeCloseTo(11);
    expect(limits?.sigma).toBeCloseTo(2 / D2_FOR_TWO);
  });

  it('a steady drift inside the baseline does not widen sigma as the standard deviation would', () => {
    const drift = Array.from({ length: 20 }, (_, i) => 10 + i * 0.1);
    expect(baselineLimits(drift)?.sigma).toBeCloseTo(0.1 / D2_FOR_TWO);
  });

  it('too few values, or values with no spread, give no limits', () => {
    expect(baselineLimits([1, 2, 3])).toBeNull();
    expect(baselineLimits(Array.from({ length: 12 }, () => 5))).toBeNull();
  });

  it('zone lines at 1, 2 and 3 sigma either side', () => {
    expect(zoneLines({ centre: 10, sigma: 1 })).toEqual({ centre: 10, upper: [11, 12, 13], lower: [9, 8, 7] });
  });
});
