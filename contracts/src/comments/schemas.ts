import { z } from 'zod';
import { IsoDate } from '../operations/schemas.ts';
import { Site } from '../sites.ts';

/** Spec 3 §2 Production comments: the two types a comment is of. */
export const COMMENT_TYPES = ['Operations', 'Customer Supply'] as const;
export const CommentType = z.enum(COMMENT_TYPES, { error: "Type must be 'Operations' or 'Customer Supply'" });
export type CommentType = z.infer<typeof CommentType>;

export const MAX_COMMENT_LENGTH = 2000;

/** POST /comments {type, comments} (spec 3 §7): the site and the author come from the token. */
export const PostCommentBody = z.object({
  type: CommentType,
  comments: z
    .string({ error: 'Comment must be entered' })
    .trim()
    .min(1, 'Comment must be entered')
    .max(MAX_COMMENT_LENGTH, `Comment must be at most ${MAX_COMMENT_LENGTH} characters`),
});
export type PostCommentBody = z.input<typeof PostCommentBody>;

// GET /comments/{date} and DELETE /comments/{id} (spec 3 §7) are one path to OpenAPI, which allows one
// name for its parameter: `ref`, a factory date for GET and a comment id for DELETE (docs/openapi.md).
export const CommentDateParams = z.object({ ref: IsoDate.describe('GET: the factory date, YYYY-MM-DD') });

export const CommentId = z.uuid({ error: 'Comment id must be a UUID' });
export const CommentIdParams = z.object({ ref: CommentId.describe('DELETE: the comment ID') });

export const COMMENT_TIMELINESS = ['On Time', 'Late Comment'] as const;
export type CommentTimeliness = (typeof COMMENT_TIMELINESS)[number];

/**
 * A production comment (spec 3 §3: ID, NAME, USERNAME, TYPE, SITE, RECORD_DATE, MESSAGE), with the
 * factory date it belongs to and whether it was made after the cut-off (STATUS, from RECORD_DATE).
 */
export const CommentDto = z.object({
  ID: z.string(),
  NAME: z.string(),
  USERNAME: z.string(),
  TYPE: CommentType,
  SITE: Site,
  RECORD_DATE: z.string(),
  MESSAGE: z.string(),
  FTR_DATE: IsoDate,
  STATUS: z.enum(COMMENT_TIMELINESS),
});
export type CommentDto = z.infer<typeof CommentDto>;
