/** Texts of the lookups: the spec's toasts verbatim (spec 2 §8), then our own refusals (the spec names none). */
export const LOOKUP_MESSAGES = {
  // spec 2 §8 success toasts
  created: 'Lookup Created',
  updated: 'Lookup Updated',
  deleted: 'Code Deleted',
  // our own
  exists: (label: string, code: string) => `${label} ${code} already exists`,
  notFound: (label: string, code: string) => `${label} ${code} not found`,
  inUse: (label: string, code: string, count: number) =>
    `${label} ${code} is used by ${count} parameter${count === 1 ? '' : 's'} and cannot be deleted`,
  periodFixed: 'Periods are fixed: they cannot be added, changed or deleted',
  unknownLookup: 'Lookup must be item, measurement, statistic or period',
  deleteTitle: (label: string, code: string) => `Delete ${label} ${code}?`,
} as const;
