// An analysis's limits over time: each save puts its limits in force from the save's
// instant on; a value is labelled by the limits in force at the value's time, so a change never relabels
// what was recorded before it.
import type { CcfThresholds } from '../dataValues/labels.ts';
import type { CcfLimits } from './rules.ts';

/** An analysis's limits in force from `from` (an ISO instant) until the next period's `from`. */
export interface CcfLimitPeriod extends CcfLimits {
  from: string;
}

export const NO_CCF_THRESHOLDS: CcfThresholds = { LOWABS: null, LOWTRG: null, HIGHTRG: null, HIGHABS: null };

/** An analysis's limits under the names a parameter's CCF columns use. */
export const thresholdsOf = (l: CcfLimits): CcfThresholds => ({
  LOWABS: l.low_abs,
  LOWTRG: l.low_trigger,
  HIGHTRG: l.high_trigger,
  HIGHABS: l.high_abs,
});

const sameLimits = (a: CcfLimits, b: CcfLimits): boolean =>
  a.low_abs === b.low_abs && a.low_trigger === b.low_trigger && a.high_trigger === b.high_trigger && a.high_abs === b.high_abs;

/** The history with a save's limits in force from `from` on (a save that keeps the limits adds no period). */
export const withLimitPeriod = (history: readonly CcfLimitPeriod[], period: CcfLimitPeriod): CcfLimitPeriod[] => {
  const last = history.at(-1);
  return last && sameLimits(last, period) ? [...history] : [...history, period];
};

/**
 * The limits in force at `instant` (periods in time order): the latest period from at or before it; an
 * instant before the first period takes the first (the analysis as first saved). Null without periods.
 */
export const ccfLimitsAt = (history: readonly CcfLimitPeriod[], instant: string): CcfThresholds | null => {
  const at = Date.parse(instant);
  let current = history[0];
  for (const period of history) if (Date.parse(period.from) <= at) current = period;
  return current ? thresholdsOf(current) : null;
};
