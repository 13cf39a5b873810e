import type { Goal } from '@ftr/contracts';
import { valuesOf } from './points.ts';

/** Whether the latest value moved the good way: up is good unless the goal is Min (spec 1 §9: Min inverts the colours). */
export type Trend = 'good' | 'bad' | 'level';

export interface SeriesSummary {
  latest: number | null;
  /** The average over the data points returned (spec 1 §9). */
  average: number | null;
  count: number;
  trend: Trend;
  direction: 'up' | 'down' | 'level';
}

export const trendOf = (direction: SeriesSummary['direction'], goal: Goal): Trend => {
  if (direction === 'level') return 'level';
  const good = goal === 'Min' ? 'down' : 'up';
  return direction === good ? 'good' : 'bad';
};

/** A site's latest value, its average over the returned points (hours without a value skipped), and the latest against the average. */
export const summarise = (siteValues: readonly (number | null)[], goal: Goal): SeriesSummary => {
  const values = valuesOf(siteValues);
  const latest = values.at(-1) ?? null;
  const average = values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
  const direction = latest === null || average === null || latest === average ? 'level' : latest > average ? 'up' : 'down';
  return { latest, average, count: values.length, direction, trend: trendOf(direction, goal) };
};
