// The SPC rule engine: pure, shared by the server's rule monitor, the bench and the tests. Definitions and
// the reasons for each choice: docs/spc.md.

/** The Western Electric rules (1-4) and the Nelson rules (5-8), by number. */
export const SPC_RULES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type SpcRule = (typeof SPC_RULES)[number];

/** A parameter without its own choice evaluates the Western Electric rules. */
export const DEFAULT_SPC_RULES: readonly SpcRule[] = [1, 2, 3, 4];

/** How many consecutive points each rule looks at (the window that ends at the newest point). */
export const SPC_RULE_WINDOW: Readonly<Record<SpcRule, number>> = { 1: 1, 2: 3, 3: 5, 4: 8, 5: 6, 6: 14, 7: 15, 8: 8 };

/** The longest window: a new value needs at most this many points, itself included. */
export const SPC_MAX_WINDOW = 15;

export const SPC_RULE_NAMES: Readonly<Record<SpcRule, string>> = {
  1: 'One point beyond 3σ',
  2: 'Two of three beyond 2σ on one side',
  3: 'Four of five beyond 1σ on one side',
  4: 'Eight in a row on one side of the centre',
  5: 'Six in a row steadily increasing or decreasing',
  6: 'Fourteen in a row alternating up and down',
  7: 'Fifteen in a row within 1σ',
  8: 'Eight in a row beyond 1σ',
};

/** A parameter's control limits: the centre line and one standard deviation. */
export interface ControlLimits {
  centre: number;
  sigma: number;
}

/** A rule the window ending at the newest point breaks, and the indexes (into the series) of its points. */
export interface RuleBreak {
  rule: SpcRule;
  points: number[];
}

/** Signed distance from the centre in sigmas. */
const zOf = (value: number, limits: ControlLimits): number => (value - limits.centre) / limits.sigma;

const sideOf = (z: number): 1 | -1 | 0 => (z > 0 ? 1 : z < 0 ? -1 : 0);

/** `count` of the last `size` z-scores beyond `beyond` on the newest point's side, the newest among them. */
const countOnSide = (zs: readonly number[], size: number, count: number, beyond: number): boolean => {
  const newest = zs.at(-1) ?? 0;
  const side = sideOf(newest);
  if (side === 0 || Math.abs(newest) <= beyond) return false;
  return zs.slice(-size).filter((z) => sideOf(z) === side && Math.abs(z) > beyond).length >= count;
};

/** The differences between neighbours, oldest first. */
const steps = (values: readonly number[]): number[] => values.slice(1).map((v, i) => v - (values[i] ?? v));

const ruleHolds = (rule: SpcRule, values: readonly number[], zs: readonly number[]): boolean => {
  switch (rule) {
    case 1:
      return Math.abs(zs[0] ?? 0) > 3;
    case 2:
      return countOnSide(zs, 3, 2, 2);
    case 3:
      return countOnSide(zs, 5, 4, 1);
    case 4: {
      const side = sideOf(zs[0] ?? 0);
      return side !== 0 && zs.every((z) => sideOf(z) === side);
    }
    case 5: {
      const d = steps(values);
      return d.every((s) => s > 0) || d.every((s) => s < 0);
    }
    case 6: {
      const d = steps(values);
      return d.every((s, i) => s !== 0 && (i === 0 || Math.sign(s) !== Math.sign(d[i - 1] ?? 0)));
    }
    case 7:
      return zs.every((z) => Math.abs(z) < 1);
    case 8:
      return zs.every((z) => Math.abs(z) > 1);
    default: {
      const unknown: never = rule;
      throw new Error(`Unknown SPC rule ${String(unknown)}`);
    }
  }
};

/**
 * The rules among `rules` that the windows ending at `series[end]` break (only those windows: a new
 * value re-evaluates nothing before it). A window needs its full number of points; limits with no
 * spread (sigma not above 0) judge nothing.
 */
export const rulesBrokenAt = (series: readonly number[], end: number, limits: ControlLimits, rules: readonly SpcRule[]): RuleBreak[] => {
  if (!(limits.sigma > 0) || end < 0 || end >= series.length) return [];
  const breaks: RuleBreak[] = [];
  for (const rule of [...rules].sort((a, b) => a - b)) {
    const size = SPC_RULE_WINDOW[rule];
    const start = end - size + 1;
    if (start < 0) continue;
    const values = series.slice(start, end + 1);
    if (
      !ruleHolds(
        rule,
        values,
        values.map((v) => zOf(v, limits)),
      )
    )
      continue;
    breaks.push({ rule, points: values.map((_, i) => start + i) });
  }
  return breaks;
};

/** Every point's breaks, each point judged as it arrived (the chart's marks, the bench, the tests). */
export const rulesBrokenAlong = (
  series: readonly number[],
  limitsAt: (index: number) => ControlLimits | null,
  rules: readonly SpcRule[],
): RuleBreak[][] =>
  series.map((_, end) => {
    const limits = limitsAt(end);
    return limits ? rulesBrokenAt(series, end, limits, rules) : [];
  });
