import { commentTimeliness, type CommentDto, type commentRoutes } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { COMMENTS_COLLECTION, type CommentDoc } from '@ftr/read-models/comments/projection.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = Pick<typeof commentRoutes, 'listComments'>;

export const toCommentDto = ({ _id, _position, ...doc }: CommentDoc): CommentDto => ({
  ...doc,
  STATUS: commentTimeliness(new Date(doc.RECORD_DATE)),
});

/** The comments of the user's current site (from the token) made on a factory date, newest first. */
export const commentQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  async listComments({ params, user }) {
    const docs = await deps.readStore.find<CommentDoc>(COMMENTS_COLLECTION, {
      where: { SITE: user.site, FTR_DATE: params.ref },
      sort: [
        { field: 'RECORD_DATE', direction: 'desc' },
        { field: '_id', direction: 'asc' },
      ],
    });
    return docs.map(toCommentDto);
  },
});
