/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const LOOKUPS_READ_MODELS = {
  lookups: 'lookups',
  lookupUsage: 'lookupUsage',
} as const;
