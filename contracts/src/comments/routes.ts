import { z } from 'zod';
import { defineRoute, WriteResult } from '../http/route.ts';
import { CommentDateParams, CommentDto, CommentIdParams, PostCommentBody } from './schemas.ts';
import { COMMENTS_READ_MODELS } from './readModels.ts';

/** Spec 3 §7 production comments, at the user's current site (from the token). */
export const commentRoutes = {
  listComments: defineRoute({
    method: 'GET',
    path: '/comments/:ref',
    service: 'query',
    reads: [COMMENTS_READ_MODELS.comments],
    permission: 'authenticated',
    summary: "The production comments of the user's site made on a factory date, newest first, each 'Late Comment' or 'On Time'",
    params: CommentDateParams,
    response: z.array(CommentDto),
  }),
  postComment: defineRoute({
    method: 'POST',
    path: '/comments',
    service: 'command',
    permission: 'PRODUCTION_COMMENTS',
    writeAccess: 1,
    summary: "Post a production comment at the user's site",
    body: PostCommentBody,
    response: WriteResult.extend({ id: z.string() }),
  }),
  deleteComment: defineRoute({
    method: 'DELETE',
    path: '/comments/:ref',
    service: 'command',
    permission: 'PRODUCTION_COMMENTS',
    writeAccess: 1,
    summary: 'Delete a production comment: its author only, at its own site',
    params: CommentIdParams,
    response: WriteResult,
  }),
};
