/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const CCF_SETTINGS_READ_MODELS = {
  ccfTypes: 'ccfTypes',
  ccfAnalyses: 'ccfAnalyses',
} as const;
