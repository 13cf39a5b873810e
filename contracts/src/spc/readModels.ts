/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const SPC_READ_MODELS = {
  spcSettings: 'spcSettings',
  spcBreaks: 'spcBreaks',
} as const;
