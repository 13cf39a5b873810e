import { mergeMoments, momentsOf, summaryStatistics } from './stats.ts';

describe('summary statistics', () => {
  it('gives average, sum, min, max and the sample standard deviation', () => {
    const m = momentsOf([2, 4, 4, 4, 5, 5, 7, 9]);
    if (!m) throw new Error('no moments');
    const s = summaryStatistics(m);
    expect([s.AVG, s.SUM, s.MIN, s.MAX]).toEqual([5, 40, 2, 9]);
    expect(s.STDDEV).toBeCloseTo(Math.sqrt(32 / 7), 12);
  });

  it('gives 0 for the deviation of one value, and nothing for no values', () => {
    const one = momentsOf([3.5]);
    expect(one && summaryStatistics(one).STDDEV).toBe(0);
    expect(momentsOf([])).toBeUndefined();
  });

  it('merges two sets as if they were one, also for large values close together', () => {
    const a = [1e9 + 0.1, 1e9 + 0.2, 1e9 + 0.3];
    const b = [1e9 + 0.4, 1e9 + 0.5];
    const [ma, mb, all] = [momentsOf(a), momentsOf(b), momentsOf([...a, ...b])];
    if (!ma || !mb || !all) throw new Error('no moments');
    const merged = summaryStatistics(mergeMoments(ma, mb));
    expect(merged.STDDEV).toBeCloseTo(summaryStatistics(all).STDDEV, 6);
    expect(merged.STDDEV).toBeCloseTo(Math.sqrt(0.025), 6);
    expect([merged.MIN, merged.MAX]).toEqual([1e9 + 0.1, 1e9 + 0.5]);
  });
});
