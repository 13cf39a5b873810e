import type { PostCommentBody, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 3 §7: POST /comments {type, comments}; DELETE /comments/{id}. GET /comments/{date} is read through useRouteQuery. */
export const postComment = (body: PostCommentBody): Promise<WriteResult & { id: string }> => call('postComment', { body });

export const deleteComment = (id: string): Promise<WriteResult> => call('deleteComment', { params: { ref: id } });
