/** Texts of production comments: the spec's toasts verbatim (spec 3 §8), then our own refusals. */
export const COMMENT_MESSAGES = {
  submitted: 'Comment Submitted',
  removed: 'Comment Removed',
  failed: 'Something went wrong',
  // our own
  notFound: 'Comment not found',
  notAuthor: 'Only the author of a comment can delete it',
  exists: 'This comment has already been submitted',
} as const;
