/** Texts of report and grabber outputs: the spec's toasts verbatim (spec 1 §8), then our own refusals (the spec names none). */
export const REPORT_OUTPUT_MESSAGES = {
  noDataToExport: 'No data to export',
  dataExported: (file: string) => `Data exported to ${file}`,
  // our own
  rangeReversed: 'The to date cannot be before the from date',
  rangeTooLong: (days: number) => `The date range can be at most ${days} days`,
  transposeTooWide: (limit: number) => `Too many rows to transpose: a sheet holds at most ${limit} columns; shorten the date range`,
  exportCancelled: 'Export cancelled',
  exportFailed: 'The export failed',
  csvRowsNamed: 'Name a grabber (grabberId) or pick parameters, not both',
} as const;
