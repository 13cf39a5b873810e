/** Texts of the alerts feature (the spec names none: short and clear). */
export const ALERT_MESSAGES = {
  raised: 'Alert Raised',
  cleared: 'Alert Cleared',
  notFound: 'Alert not found',
  alreadyCleared: 'This alert has already been cleared',
  globalCentralOfficeOnly: 'Only central office users can raise or clear an alert for every site',
} as const;
