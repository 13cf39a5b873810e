// A value against its parameter's limits (spec 1 §5 "Cell input", "Cell colouring"). Pure and shared: the
// server refuses by it on submit and the grid colours and explains cells by it, so the two never disagree.

/** A parameter's check and absolute limits as the grid's columns carry them; null means no limit on that side. */
export interface ValueLimits {
  UPPER_CHECK: number | null;
  LOWER_CHECK: number | null;
  UPPER_ABSOLUTE: number | null;
  LOWER_ABSOLUTE: number | null;
}

/**
 * Which limit a value breaks. Outside the absolute limits the value is refused; outside the check limits
 * it is allowed and warned about. A limit itself is inside.
 */
export interface LimitBreach {
  kind: 'check' | 'absolute';
  side: 'upper' | 'lower';
  limit: number;
}

const above = (value: number, limit: number | null): limit is number => limit !== null && value > limit;
const below = (value: number, limit: number | null): limit is number => limit !== null && value < limit;

/** The strongest limit the value breaks (absolute before check), or null when it is within them all. */
export const limitBreach = (limits: ValueLimits, value: number | null): LimitBreach | null => {
  if (value === null) return null;
  if (above(value, limits.UPPER_ABSOLUTE)) return { kind: 'absolute', side: 'upper', limit: limits.UPPER_ABSOLUTE };
  if (below(value, limits.LOWER_ABSOLUTE)) return { kind: 'absolute', side: 'lower', limit: limits.LOWER_ABSOLUTE };
  if (above(value, limits.UPPER_CHECK)) return { kind: 'check', side: 'upper', limit: limits.UPPER_CHECK };
  if (below(value, limits.LOWER_CHECK)) return { kind: 'check', side: 'lower', limit: limits.LOWER_CHECK };
  return null;
};

/** Outside the absolute limits: the server refuses the value (spec 1 §5 "A cell is invalid"). */
export const outsideAbsoluteLimits = (limits: ValueLimits, value: number | null): boolean =>
  limitBreach(limits, value)?.kind === 'absolute';

/** '95.2 is above the upper check limit 90' (the value as the user sees it). */
export const limitBreachText = (valueText: string, breach: LimitBreach): string =>
  `${valueText} is ${breach.side === 'upper' ? 'above' : 'below'} the ${breach.side} ${breach.kind} limit ${breach.limit}`;
