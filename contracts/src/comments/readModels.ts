/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const COMMENTS_READ_MODELS = {
  comments: 'comments',
} as const;
