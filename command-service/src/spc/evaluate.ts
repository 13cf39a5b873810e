import { rulesBrokenAt, type ControlLimits, type Site, type SpcPoint, type SpcRule, type SpcRuleBroken } from '@ftr/contracts';

/** One changed cell of a values event. */
export interface ChangedPoint {
  hour: number;
  value: number;
}

/**
 * The rule breaks the changed points complete (pure): each is judged only by the windows that end at it,
 * in the series as the read side holds it (`series`: oldest first, the changed points among its last).
 * A point whose recorded value is already another one is skipped: the event that wrote that one judges
 * it. A break's key is the limits' version (the position of the baseline in force), the point, the rule
 * and the value: judged again with the same value and limits (a second delivery, the same value sent
 * again), it is the same break and is recorded once.
 */
export const breaksCompleted = (
  subject: { site: Site; code: string; date: string; operation: string; limitsVersion: string },
  series: readonly SpcPoint[],
  changed: readonly ChangedPoint[],
  limits: ControlLimits,
  rules: readonly SpcRule[],
): SpcRuleBroken['data'][] => {
  const values = series.map((p) => p.value);
  const { site, code, date, operation, limitsVersion } = subject;
  return changed.flatMap(({ hour, value }) => {
    const end = series.findIndex((p) => p.date === date && p.hour === hour);
    if (end < 0 || series[end]?.value !== value) return [];
    return rulesBrokenAt(values, end, limits, rules).map(({ rule, points }) => ({
      site,
      code,
      operation,
      rule,
      date,
      hour,
      value,
      points: points.flatMap((i) => series[i] ?? []),
      ...limits,
      key: `${limitsVersion}:${date}:${hour}:${rule}:${value}`,
    }));
  });
};
