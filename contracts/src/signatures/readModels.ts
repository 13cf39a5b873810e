/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const SIGNATURES_READ_MODELS = {
  reportApprovals: 'reportApprovals',
} as const;
