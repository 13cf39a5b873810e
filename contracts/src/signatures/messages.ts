/** Texts of electronic signatures (our own: the spec has none). */
export const SIGNATURE_MESSAGES = {
  required: 'This action needs your electronic signature: enter your password and choose its meaning',
  settingsSaved: 'Signature settings saved',
  reportApproved: (reportId: number, from: string, to: string) => `Report ${reportId} approved for ${from} to ${to}`,
  reportNotFound: (reportId: number) => `Report ${reportId} not found`,
  rangeOrder: 'The first date must not be after the last date',
} as const;
