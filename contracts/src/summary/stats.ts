import type { SummaryStatistic } from './schemas.ts';

/**
 * What a set of values is summarised by: how many, their sum, the sum of squared deviations from their
 * mean (m2, numerically stable where a sum of squares is not), the least and the greatest.
 */
export interface Moments {
  count: number;
  sum: number;
  m2: number;
  min: number;
  max: number;
}

/** The moments of some values (none: undefined). Welford's one pass. */
export const momentsOf = (values: Iterable<number>): Moments | undefined => {
  let count = 0;
  let mean = 0;
  let m2 = 0;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    count += 1;
    sum += value;
    const delta = value - mean;
    mean += delta / count;
    m2 += delta * (value - mean);
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return count === 0 ? undefined : { count, sum, m2, min, max };
};

/** The moments of two disjoint sets together (Chan et al.'s pairwise update). */
export const mergeMoments = (a: Moments, b: Moments): Moments => {
  const count = a.count + b.count;
  const delta = b.sum / b.count - a.sum / a.count;
  return {
    count,
    sum: a.sum + b.sum,
    m2: a.m2 + b.m2 + (delta * delta * a.count * b.count) / count,
    min: Math.min(a.min, b.min),
    max: Math.max(a.max, b.max),
  };
};

/** The statistics of a Summary row. STDDEV is the sample standard deviation (n - 1), 0 for a single value. */
export const summaryStatistics = (m: Moments): Record<SummaryStatistic, number> => ({
  AVG: m.sum / m.count,
  SUM: m.sum,
  MIN: m.min,
  MAX: m.max,
  STDDEV: m.count > 1 ? Math.sqrt(Math.max(0, m.m2) / (m.count - 1)) : 0,
});
