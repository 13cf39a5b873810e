import { SPC_BASELINE_MIN_VALUES } from './baseline.ts';

/** Texts of the SPC feature (the spec has none of its own for it). */
export const SPC_MESSAGES = {
  baselineSet: (code: string) => `Control limits of ${code} recomputed`,
  rulesSet: (code: string) => `SPC rules of ${code} updated`,
  notMeasured: (code: string) => `Control limits apply to measured (REA) parameters only; ${code} is not one`,
  tooFewValues: (count: number) =>
    `The baseline holds ${count} value${count === 1 ? '' : 's'}; control limits need at least ${SPC_BASELINE_MIN_VALUES}`,
  noSpread: 'The baseline values do not vary; control limits need a spread',
  periodOrder: 'The baseline cannot end before it starts',
} as const;
