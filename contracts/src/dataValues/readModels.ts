/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const DATA_VALUES_READ_MODELS = {
  parameterValues: 'parameterValues',
} as const;
