/** Texts of process tags: the spec's (spec 3 §8) verbatim, then our own (the spec names no others). */
export const PROCESS_TAG_MESSAGES = {
  // spec 3 §8: the tag search's failure toast
  searchFailed: 'Something went wrong',
  // our own
  centralOffice: 'Process tags are not available at the central office',
  recorded: (accepted: number, duplicates: number) =>
    `${accepted} reading${accepted === 1 ? '' : 's'} recorded${duplicates > 0 ? `, ${duplicates} already recorded` : ''}`,
  batchRejected: (rejected: number, total: number, first: string) =>
    `${rejected} of ${total} reading${total === 1 ? '' : 's'} rejected, nothing recorded: ${first}`,
  tagRequired: 'Tag name is required',
  tagTooLong: 'Tag name is at most 60 characters',
  tagCharacters: 'Tag name may hold letters, digits and . _ : - only',
  timestampRequired: 'Timestamp is required',
  timestampFormat: 'Timestamp must be an ISO 8601 date and time with a zone (Z or ±hh:mm)',
  timestampFuture: 'Timestamp is in the future',
  timestampTooOld: 'Timestamp is before 2000',
  valueNumber: 'Value must be a finite number',
  retrievalType: 'Retrieval type is 1 to 20 letters, digits or _',
  retrievalInterval: 'Retrieval interval is a whole number of seconds from 0 to 86400',
  sourceUnknown: 'Source must be PHD or IWB',
  batchEmpty: 'A batch holds at least one reading',
  batchTooLarge: (max: number) => `A batch holds at most ${max} readings`,
  batchTooManyBytes: (max: number) => `A batch is at most ${max / 1_048_576} MiB`,
  tagNotConfigured: (tag: string, source: 'PHD' | 'IWB', site: string) =>
    `${tag} is not the ${source === 'PHD' ? 'process tag' : 'weighbridge code'} of a parameter at ${site}`,
} as const;
