import { z } from 'zod';
import { SignatureInput } from '../signatures/schemas.ts';

/**
 * CCF comment types (spec 3 §5, §9): the raise dialog offers every type but the close type (6), the
 * close dialog only the close type, a new comment defaults to 7. The spec names no types; these are ours.
 */
export const CCF_COMMENT_TYPES = [
  { id: 1, name: 'Initial Assessment' },
  { id: 2, name: 'Root Cause' },
  { id: 3, name: 'Corrective Action' },
  { id: 4, name: 'Preventive Action' },
  { id: 5, name: 'Verification' },
  { id: 6, name: 'Close Out' },
  { id: 7, name: 'General' },
] as const;
export const CLOSE_COMMENT_TYPE = 6;
export const DEFAULT_COMMENT_TYPE = 7;
export const MAX_CCF_COMMENT_LENGTH = 4000;

export const CcfCommentType = z.object({ id: z.number().int(), name: z.string() });
export type CcfCommentType = z.infer<typeof CcfCommentType>;

export const commentTypeName = (id: number): string => CCF_COMMENT_TYPES.find((t) => t.id === id)?.name ?? `Type ${id}`;

const TypeId = z
  .number({ error: 'Comment type must be selected' })
  .int()
  .refine((id) => CCF_COMMENT_TYPES.some((t) => t.id === id), 'Unknown comment type');
const CommentText = z
  .string({ error: 'Comment must be entered' })
  .trim()
  .min(1, 'Comment must be entered')
  .max(MAX_CCF_COMMENT_LENGTH, `Comment must be at most ${MAX_CCF_COMMENT_LENGTH} characters`);

/** POST /ccf-comments/:id and PUT /ccf-comments/:id/:commentId: any type but the close type. */
export const CcfCommentBody = z.object({
  type: TypeId.refine((id) => id !== CLOSE_COMMENT_TYPE, 'The close comment type is only for closing a CCF').default(DEFAULT_COMMENT_TYPE),
  comment: CommentText,
});
export type CcfCommentBody = z.input<typeof CcfCommentBody>;

/** PATCH /ccf/close/:id: the closing comment, of the close type only. */
export const CloseCcfBody = z.object({
  type: z.literal(CLOSE_COMMENT_TYPE, { error: 'A CCF is closed with a Close Out comment' }).default(CLOSE_COMMENT_TYPE),
  comment: CommentText,
  /** The closer's electronic signature, required when the site's settings say closing needs one. */
  signature: SignatureInput.optional(),
});
export type CloseCcfBody = z.input<typeof CloseCcfBody>;

/** A CCF comment (spec 3 §3) as GET /ccf-comments/:id lists it, oldest first. */
export const CcfCommentDto = z.object({
  id: z.string(),
  ccfId: z.string(),
  timestamp: z.string(),
  username: z.string(),
  type: CcfCommentType,
  comment: z.string(),
  /** Last edit, if any (the event log keeps every earlier text). */
  edited_at: z.string().nullable(),
  edited_by: z.string().nullable(),
});
export type CcfCommentDto = z.infer<typeof CcfCommentDto>;
