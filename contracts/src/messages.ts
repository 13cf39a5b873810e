/**
 * The message catalogue: every toast text of the spec, verbatim (odd spellings included),
 * plus the server's own error texts. UI and services import from here; no literal elsewhere.
 */
export const MESSAGES = {
  // spec 1 §8
  unexpectedError: 'An unexpected error occured',
  headingLoadFailed: 'An error occurred while retrieving heading data.',
  screenLoadFailed: 'An error occurred while retrieving screen data',
  favouritesLoadFailed: 'An error occurred while fetching favourites data',
  operationsLoadFailed: 'An error occurred while fetching operations data',
  screensLoadFailed: 'An error occurred while fetching screens data',
  dataSubmissionFailed: 'Data submission failed',
  dataRecalculationFailed: 'Data recalculation failed',
  operationCreated: 'Operation Created',
  operationUpdated: 'Operation Updated',
  operationRemoved: 'Operation Removed',
  // spec 3 §5, §8
  invalidSite: 'invalid site',
  notFoundPage: 'Woah there! You must have taken a wrong turn.',
} as const;

/** Server-side error texts (the spec leaves them to us: clear, short, actionable). */
export const ERRORS = {
  validation: 'The request is not valid',
  unauthenticated: 'Please sign in',
  sessionEnded: 'Your session has ended; please sign in again',
  forbidden: 'You do not have permission to do that',
  wrongSite: 'You can only work on your own site',
  notFound: 'Not found',
  badCredentials: 'Invalid username or password',
  noSiteAccess: 'You do not have access to this site',
  tooManyAttempts: 'Too many sign-in attempts; please wait and try again',
  concurrency: 'Someone else changed this at the same time; reload and try again',
  operationExists: (code: string) => `Operation ${code} already exists`,
  operationNotFound: (code: string) => `Operation ${code} not found`,
  operationEnded: (code: string) => `Operation ${code} has ended and can no longer be edited`,
  operationStarted: (code: string) => `Operation ${code} has started and can no longer be deleted`,
  operationEndBeforeStart: 'End date cannot be before the start date',
  centralOfficeCannotEditOperations: 'Central Office users cannot edit operations',
} as const;
