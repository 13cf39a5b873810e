/** Texts of data entry: the spec's verbatim (spec 1 §8) and the server's own (the spec shows none). */
export const DATA_MESSAGES = {
  submitted: 'Data Submitted',
  nothingToSubmit: 'Nothing to Submit',
  noErrorsFound: 'No errors found',
  errorOnCode: (code: string) => `Error on code: ${code}`,
  recalculationRequested: 'Recalculation requested',
  staleCells: (cells: readonly string[]) => `Someone else changed these values: ${listCells(cells)}`,
  lockedCells: (cells: readonly string[]) => `These values are locked: ${listCells(cells)}`,
  calculated: (code: string) => `${code} is calculated and cannot be entered`,
  oneOperation: 'All values of a submission must be for one operation',
  oneDay: 'Hourly values of a submission must all be on one factory day',
  oneWeek: 'Daily values of a submission must all be in one factory week (Monday to Sunday)',
  screenNotFound: 'Data screen not found',
  writeAccessTooLow: (level: number) => `Your write access level is below this screen's access level (${level})`,
  writeAccessTooLowFor: (codes: readonly string[]) =>
    `Your write access level is below the access level of every data entry screen holding: ${codes.join(', ')}`,
  onNoScreen: (codes: readonly string[]) =>
    `These parameters are on no data entry screen; only data screen maintainers can enter them: ${codes.join(', ')}`,
  centralOffice: 'Data cannot be entered at the Central Office; sign in to a factory site',
  readSideBehind: 'The server is busy; please try again',
  rangeTooLong: (days: number) => `The date range can be at most ${days} days`,
  rangeReversed: 'The end date cannot be before the start date',
} as const;

const SHOWN = 10;

/** 'A h1, B h2, … and 3 more' */
const listCells = (cells: readonly string[]): string =>
  cells.length <= SHOWN ? cells.join(', ') : `${cells.slice(0, SHOWN).join(', ')} and ${cells.length - SHOWN} more`;
