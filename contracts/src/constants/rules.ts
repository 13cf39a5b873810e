// The value of a constant in force on a factory date (pure; shared by the decider, the recalculation and the reads).

/** One change of a site's constant: `value` from the factory date `from` onward, in the order recorded. */
export interface ConstantStep {
  from: string;
  value: number;
}

/**
 * The value in force on `date`: the last recorded change whose date has come (a later change overrides
 * an earlier one from its own date onward), else `base` (the parameter's CONSTANT_VALUE).
 */
export const constantInForce = (steps: readonly ConstantStep[], base: number | null, date: string): number | null => {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i] as ConstantStep;
    if (step.from <= date) return step.value;
  }
  return base;
};

/**
 * Whether setting `value` from `from` changes nothing up to `today`: the value in force is already
 * `value` on `from` and on every later date a recorded change starts.
 */
export const constantUnchanged = (
  steps: readonly ConstantStep[],
  base: number | null,
  value: number,
  from: string,
  today: string,
): boolean => {
  const dates = [from, ...steps.map((s) => s.from).filter((d) => d > from && d <= today)];
  return dates.every((date) => constantInForce(steps, base, date) === value);
};

/** The failure text when a value lies outside the constant's limits, or null when it is within them. */
export const constantLimitError = (value: number, min: number | null, max: number | null): string | null => {
  if (min !== null && value < min) return `Value must be at least ${min}`;
  if (max !== null && value > max) return `Value must be at most ${max}`;
  return null;
};
