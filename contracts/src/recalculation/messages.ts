/** Texts of recalculation: the spec's verbatim (spec 3 §5, §8) and the server's own. */
export const RECALC_MESSAGES = {
  codeRequired: 'Code must be entered',
  recalculated: 'Recalculated',
  requested: 'Recalculation requested',
  hourRange: 'Hour must be a whole number from 1 to 24',
  dateRequired: 'Date must be a real calendar date (YYYY-MM-DD)',
  operationRequired: 'Operation must be selected',
  parameterNotFound: (code: string, site: string) => `Parameter ${code} does not exist at ${site}`,
  notCalculated: (code: string) => `${code} is not a calculated (SIM) parameter`,
  noInputs: (code: string) => `${code} has no dependencies to be calculated from`,
  dailyHour: (code: string) => `${code} is a daily value: daily values sit at hour 7`,
  missingHour: (date: string, hour: number) => `Hour ${hour} does not exist on ${date} (the clocks went forward)`,
  outsideOperation: (operation: string) => `That time is outside operation ${operation}`,
  centralOffice: 'Recalculation is not available at the Central Office; sign in to a factory site',
  failed: (reason: string) => `Recalculation failed: ${reason}`,
} as const;
