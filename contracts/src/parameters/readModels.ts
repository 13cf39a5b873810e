/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const PARAMETERS_READ_MODELS = {
  parameters: 'parameters',
  dependencies: 'dependencies',
  parameterHistory: 'parameterHistory',
  parameterLinkHistory: 'parameterLinkHistory',
} as const;
