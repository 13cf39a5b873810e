import { COMMENT_MESSAGES, type CommentDto } from '@ftr/contracts';
import { useReportError } from '../../api/errors.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

/**
 * The site's comments of a factory date, newest first: a cached read that change notices to the
 * 'comments' read model refresh, so comments posted elsewhere appear without a reload.
 */
export const useComments = (date: string): { comments: CommentDto[]; loading: boolean } => {
  const reportError = useReportError();
  const { data, isLoading } = useRouteQuery(
    'listComments',
    { params: { ref: date } },
    { onError: (error) => reportError(error, COMMENT_MESSAGES.failed) },
  );
  return { comments: data ?? [], loading: isLoading };
};
