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

/** A value as the table shows it (the parameter's display precision): what "equal" is judged on. */
const atPrecision = (value: number, precision: number): number => Number(value.toFixed(Math.max(0, precision)));

/**
 * A site's latest value, its average over the returned points (hours without a value skipped), and the
 * latest against the average as both are shown: equal at the display precision is level (no arrow), so
 * 91.6 beside 91.6 never reads as a fall.
 */
export const summarise = (siteValues: readonly (number | null)[], goal: Goal, precision = 0): SeriesSummary => {
  const values = valuesOf(siteValues);
  const latest = values.at(-1) ?? null;
  const average = values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
  const [a, b] = latest === null || average === null ? [0, 0] : [atPrecision(latest, precision), atPrecision(average, precision)];
  const direction = a === b ? 'level' : a > b ? 'up' : 'down';
  return { latest, average, count: values.length, direction, trend: trendOf(direction, goal) };
};
