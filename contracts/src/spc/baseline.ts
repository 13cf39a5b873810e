import type { ControlLimits } from './rules.ts';

/** The default baseline: this many factory days ending with the latest. */
export const SPC_BASELINE_DAYS = 28;

/** The fewest values a baseline needs for a meaningful centre and spread. */
export const SPC_BASELINE_MIN_VALUES = 10;

/**
 * d2 for moving ranges of two: the average moving range divided by it estimates sigma for an
 * individuals chart, so a drift inside the baseline does not widen the limits as a plain standard
 * deviation would.
 */
export const D2_FOR_TWO = 1.128;

/** Centre (mean) and sigma (average moving range / d2) of the baseline's values in series order; null: too few or no spread. */
export const baselineLimits = (values: readonly number[]): ControlLimits | null => {
  if (values.length < SPC_BASELINE_MIN_VALUES) return null;
  const centre = values.reduce((sum, v) => sum + v, 0) / values.length;
  let ranges = 0;
  for (let i = 1; i < values.length; i++) ranges += Math.abs((values[i] ?? 0) - (values[i - 1] ?? 0));
  const sigma = ranges / (values.length - 1) / D2_FOR_TWO;
  return sigma > 0 ? { centre, sigma } : null;
};

/** The ±1/2/3σ zone lines around the centre, as the chart draws them. */
export const zoneLines = ({ centre, sigma }: ControlLimits) => ({
  centre,
  upper: [1, 2, 3].map((k) => centre + k * sigma),
  lower: [1, 2, 3].map((k) => centre - k * sigma),
});
