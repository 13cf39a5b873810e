import { CCF_MESSAGES, ccfRoutes } from '@ftr/contracts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { CCF_COMMENTS_COLLECTION, type CcfCommentDoc } from '@ftr/projector/ccf/comments.ts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { decideAddComment, decideClose, decideDelete, decideEditComment } from './lifecycle.ts';
import { ccfWriter, refuseCentralOffice } from './writer.ts';

type LifecycleRoutes = Pick<typeof ccfRoutes, 'closeCcf' | 'addCcfComment' | 'editCcfComment' | 'deleteCcf'>;

/** Comments, closing and deleting (spec 3 §4, §5): each decided on the caught-up CCF, appended to its stream. */
export const lifecycleHandlers = (deps: DataValueDeps): Handlers<LifecycleRoutes> => {
  const writer = ccfWriter(deps);
  return {
    async closeCcf({ params, body, user, request }) {
      refuseCentralOffice(user.site);
      const commentId = deps.newId();
      const { answer, position } = await writer.write(params.id, requestMetadata(request, user, deps.clock), async () => {
        const doc = await writer.load(params.id);
        const decision = decideClose(doc, user.site, commentId, body);
        if (decision.kind === 'rejected') throw toAppError(decision.failure);
        return { events: [decision.event], answer: CCF_MESSAGES.closed(decision.event.data.parameter) };
      });
      return { message: answer, position: position ?? '0', status: 'C' as const };
    },
    async addCcfComment({ params, body, user, request }) {
      refuseCentralOffice(user.site);
      const commentId = deps.newId();
      const { answer, position } = await writer.write(params.id, requestMetadata(request, user, deps.clock), async () => {
        const doc = await writer.load(params.id);
        const decision = decideAddComment(doc, user.site, commentId, body);
        if (decision.kind === 'rejected') throw toAppError(decision.failure);
        return { events: [decision.event], answer: doc?.STATUS ?? 'O' };
      });
      return { message: CCF_MESSAGES.commentSubmitted, position: position ?? '0', status: answer, commentId };
    },
    async editCcfComment({ params, body, user, request }) {
      refuseCentralOffice(user.site);
      const { answer, position } = await writer.write(params.id, requestMetadata(request, user, deps.clock), async () => {
        const [doc, comment] = await Promise.all([writer.load(params.id), deps.readStore.get<CcfCommentDoc>(CCF_COMMENTS_COLLECTION, params.commentId)]);
        const facts = comment && { ccfId: comment.CCF_ID, username: comment.USERNAME, type: comment.TYPE, comment: comment.COMMENT };
        const decision = decideEditComment(doc, facts, { site: user.site, username: user.sub }, params.commentId, body);
        if (decision.kind === 'rejected') throw toAppError(decision.failure);
        const answer = { status: doc?.STATUS ?? 'O', position: comment?._position ?? '0' };
        return { events: decision.kind === 'write' ? [decision.event] : [], answer };
      });
      return { message: CCF_MESSAGES.commentUpdated, position: position ?? answer.position, status: answer.status };
    },
    async deleteCcf({ params, user, request }) {
      refuseCentralOffice(user.site);
      const { answer, position } = await writer.write(params.id, requestMetadata(request, user, deps.clock), async () => {
        const doc = await writer.load(params.id);
        const decision = decideDelete(doc, user.site);
        if (decision.kind === 'rejected') throw toAppError(decision.failure);
        return { events: [decision.event], answer: CCF_MESSAGES.removed(decision.event.data.parameter) };
      });
      return { message: answer, position: position ?? '0', status: 'C' as const };
    },
  };
};
