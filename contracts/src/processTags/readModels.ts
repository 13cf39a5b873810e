/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const PROCESS_TAGS_READ_MODELS = {
  processTagReadings: 'processTagReadings',
  processTags: 'processTags',
  tagCaptures: 'tagCaptures',
} as const;
