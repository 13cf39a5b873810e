/** Texts of CCFs raised and ended through the API (spec 3 §8 names 'CCF Not found'; the rest are ours). */
export const CCF_MESSAGES = {
  notFound: 'CCF Not found',
  raised: (parameter: string) => `CCF raised for ${parameter}`,
  alreadyOpen: (parameter: string, operation: string) => `A CCF is already open for ${parameter} in ${operation}`,
  pendingClose: 'CCF moved to Pending Close',
  notOpen: (status: string) => `CCF is not open (status ${status}); nothing changed`,
  noOpenCcf: (parameter: string, operation: string) => `No open CCF for ${parameter} in ${operation}`,
  parameterNotFound: (code: string) => `Parameter ${code} not found`,
  timestampInFuture: 'The timestamp cannot be in the future',
} as const;
