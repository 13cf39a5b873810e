/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const PARAMETER_LINKS_READ_MODELS = {
  parameterLinks: 'parameterLinks',
} as const;
