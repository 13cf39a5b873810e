// The demo values of one parameter: ordinary readings drifting inside its limits, and the excursions
// planned for it (outside the check limits, the CCF trigger band or the CCF absolute limits).
import type { DemoParameter } from './demoParameters.ts';
import type { Random } from './demoValuesRandom.ts';

export type ValueParameter = Pick<
  DemoParameter,
  | 'CODE'
  | 'PTYP_CODE'
  | 'DISPLAY_PRECISION'
  | 'AUDIT_FLAG'
  | 'CCF_ANALYSIS'
  | 'UPPER_ABS_LIMIT'
  | 'UPPER_CHK_LIMIT'
  | 'LOWER_CHK_LIMIT'
  | 'LOWER_ABS_LIMIT'
  | 'LOWABS'
  | 'LOWTRG'
  | 'HIGHTRG'
  | 'HIGHABS'
>;

/** Outside the check limits (inside the absolute ones), outside the CCF trigger band, or outside the CCF absolute limits. */
export const EXCURSION_KINDS = ['check', 'trigger', 'ccfAbsolute'] as const;
export type ExcursionKind = (typeof EXCURSION_KINDS)[number];

/** One side a parameter can leave its ordinary band by: past `inner`, never past `outer` (the absolute limit). */
export interface ExcursionSide {
  side: 'high' | 'low';
  inner: number;
  outer: number;
}

export const roundTo = (value: number, precision: number): number => Number(value.toFixed(precision));

const present = (...values: (number | null | undefined)[]): number[] => values.filter((v): v is number => typeof v === 'number');

/** Ordinary readings lie inside the check limits and, for a CCF parameter, inside its trigger band too. */
export const normalBand = (p: ValueParameter): { low: number; high: number } | null => {
  const lows = present(p.LOWER_CHK_LIMIT, p.LOWTRG);
  const highs = present(p.UPPER_CHK_LIMIT, p.HIGHTRG);
  if (lows.length === 0 || highs.length === 0) return null;
  const low = Math.max(...lows);
  const high = Math.min(...highs);
  return low < high ? { low, high } : null;
};

export const isCcf = (p: ValueParameter): boolean => typeof p.CCF_ANALYSIS === 'string' && p.CCF_ANALYSIS !== '';

/** Is `value` past the side's inner limit and not past its outer one? */
export const onSide = (s: ExcursionSide, value: number): boolean =>
  s.side === 'high' ? value > s.inner && value <= s.outer : value < s.inner && value >= s.outer;

/** The sides a parameter can make an excursion of this kind on, keeping only those with room at its precision. */
export const excursionSides = (p: ValueParameter, kind: ExcursionKind): ExcursionSide[] => {
  const min = (...values: (number | null | undefined)[]) => (present(...values).length > 0 ? Math.min(...present(...values)) : null);
  const max = (...values: (number | null | undefined)[]) => (present(...values).length > 0 ? Math.max(...present(...values)) : null);
  const candidates: { side: 'high' | 'low'; inner: number | null | undefined; outer: number | null }[] =
    kind === 'check'
      ? [
          { side: 'high', inner: p.UPPER_CHK_LIMIT, outer: p.UPPER_ABS_LIMIT ?? null },
          { side: 'low', inner: p.LOWER_CHK_LIMIT, outer: p.LOWER_ABS_LIMIT ?? null },
        ]
      : kind === 'trigger'
        ? [
            { side: 'high', inner: p.HIGHTRG, outer: min(p.HIGHABS, p.UPPER_ABS_LIMIT) },
            { side: 'low', inner: p.LOWTRG, outer: max(p.LOWABS, p.LOWER_ABS_LIMIT) },
          ]
        : [
            { side: 'high', inner: p.HIGHABS, outer: p.UPPER_ABS_LIMIT ?? null },
            { side: 'low', inner: p.LOWABS, outer: p.LOWER_ABS_LIMIT ?? null },
          ];
  return candidates.flatMap(({ side, inner, outer }) => {
    if (typeof inner !== 'number' || outer === null) return [];
    const s: ExcursionSide = { side, inner, outer };
    return onSide(s, roundTo((inner + outer) / 2, p.DISPLAY_PRECISION)) ? [s] : [];
  });
};

/** A value on the side, a quarter to three quarters of the way from its inner limit to its outer one. */
export const excursionValue = (p: ValueParameter, s: ExcursionSide, random: Random): number => {
  const value = roundTo(s.inner + (s.outer - s.inner) * random.between(0.25, 0.75), p.DISPLAY_PRECISION);
  return onSide(s, value) ? value : roundTo((s.inner + s.outer) / 2, p.DISPLAY_PRECISION);
};

/**
 * Ordinary readings: a mean-reverting random walk around the middle of the band (slow drift) plus, for
 * hourly readings, a swing over the factory day; kept within 85% of the half-band and rounded to the
 * parameter's precision. `hours[i]` is the factory hour of reading i (0 for daily readings).
 */
export const ordinaryValues = (
  p: ValueParameter,
  band: { low: number; high: number },
  hours: readonly number[],
  random: Random,
): number[] => {
  const centre = (band.low + band.high) / 2;
  const half = (band.high - band.low) / 2;
  const hourly = hours.some((h) => h > 0);
  const [keep, noise] = hourly ? [0.97, 0.12] : [0.8, 0.35];
  const phase = random.between(0, 2 * Math.PI);
  let walk = random.gaussian() * 0.5;
  return hours.map((hour) => {
    walk = keep * walk + noise * random.gaussian();
    const swing = hourly ? 0.25 * Math.sin((2 * Math.PI * hour) / 24 + phase) : 0;
    const unit = Math.max(-0.85, Math.min(0.85, 0.55 * walk + swing));
    const value = roundTo(centre + half * unit, p.DISPLAY_PRECISION);
    return value >= band.low && value <= band.high ? value : roundTo(centre, p.DISPLAY_PRECISION);
  });
};
