/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const RECALCULATION_READ_MODELS = {
  recalculationJobs: 'recalculationJobs',
} as const;
