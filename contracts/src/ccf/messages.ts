/** Texts of CCFs raised and ended through the API (spec 3 §8 names 'CCF Not found'; the rest are ours). */
export const CCF_MESSAGES = {
  notFound: 'CCF Not found',
  centralOffice: 'CCFs are not available at the Central Office; sign in to a factory site',
  raised: (parameter: string) => `CCF raised for ${parameter}`,
  alreadyOpen: (parameter: string, operation: string) => `A CCF is already open for ${parameter} in ${operation}`,
  pendingClose: 'CCF moved to Pending Close',
  notOpen: (status: string) => `CCF is not open (status ${status}); nothing changed`,
  noOpenCcf: (parameter: string, operation: string) => `No open CCF for ${parameter} in ${operation}`,
  parameterNotFound: (code: string) => `Parameter ${code} not found`,
  timestampInFuture: 'The timestamp cannot be in the future',
  // Spec 3 §8 success toasts, verbatim.
  commentSubmitted: 'Comment Submitted',
  removed: (parameter: string) => `CCF for ${parameter} removed`,
  // Ours.
  closed: (parameter: string) => `CCF for ${parameter} closed`,
  commentUpdated: 'Comment Updated',
  dataValueEntered: (parameter: string) => `Data value entered for ${parameter}`,
  alreadyClosed: 'The CCF is already closed',
  cannotClose: 'A CCF raised from data entry can be closed only once it is pending close (R)',
  notEditable: (status: string) => `Comments can be added or changed only while the CCF is open or pending close (status ${status})`,
  onlyClosedDeleted: 'Only closed CCFs can be deleted',
  commentNotFound: 'Comment not found',
  notCommentAuthor: 'Only the author can change a comment',
  dataNotAccepted: (status: string) => `Data values can be entered only while the CCF is open or pending close (status ${status})`,
  noSuchRealHour: 'That hour does not exist on that date (clock change)',
  valueUnchanged: (value: number) => `The value at that hour is already ${value}; nothing changed`,
  otherSite: 'CCFs of another site can be read only from the central office',
} as const;
