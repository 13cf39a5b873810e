/** Texts of the constants feature (the spec names none: these are our own). */
export const CONSTANT_MESSAGES = {
  updated: (code: string) => `Constant ${code} Updated`,
  notFound: (code: string, site: string) => `Constant ${code} does not exist at ${site}`,
  notConstant: (code: string) => `${code} is not a constant (CON) parameter`,
  headOfficeUsesGlobal: 'Head office changes constants in the global table',
  globalIsHeadOffice: 'Only head office can change the global table',
  globalReadIsHeadOffice: "The global table is head office's; sign in at the Central Office to read it",
  futureDate: 'The value cannot take effect in the future',
} as const;
