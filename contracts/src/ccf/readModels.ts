/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const CCF_READ_MODELS = {
  ccfs: 'ccfs',
  ccfComments: 'ccfComments',
  ccfDataValues: 'ccfDataValues',
} as const;
