/** A parameter's limits: check, absolute and the CCF thresholds. Changing any of them may need a signature. */
export const LIMIT_FIELDS = [
  'UPPER_CHK_LIMIT',
  'LOWER_CHK_LIMIT',
  'UPPER_ABS_LIMIT',
  'LOWER_ABS_LIMIT',
  'LOWABS',
  'LOWTRG',
  'HIGHTRG',
  'HIGHABS',
] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];
type Limits = Partial<Record<LimitField, number | null | undefined>>;

/** Whether `after` sets a limit to another value than `before` (a field `after` does not name is kept). */
export const limitsChanged = (before: Limits, after: Limits): boolean =>
  LIMIT_FIELDS.some((field) => field in after && (after[field] ?? null) !== (before[field] ?? null));
