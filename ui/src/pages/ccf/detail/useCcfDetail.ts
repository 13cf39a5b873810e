import { CCF_MESSAGES, type CcfCommentDto, type CcfDataValueDto, type CcfView } from '@ftr/contracts';
import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/ApiError.ts';
import { useReportClientError } from '../../../api/errors.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';

export interface CcfDetail {
  ccf: CcfView;
  comments: CcfCommentDto[];
  dataValues: CcfDataValueDto[];
}

const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** CCFs this tab is deleting: their disappearance is expected, even in a view mounted again meanwhile. */
const leavingIds = new Set<string>();

/**
 * One CCF with its comments and data values: three cached reads, refreshed whenever the server reports
 * a change to the CCF read models (another user's comment shows up at once) and after each of the
 * user's own writes (their mutations invalidate these routes). An unknown id says 'CCF Not found' and goes back to /ccf (spec 3 §8).
 */
export const useCcfDetail = (id: string) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const report = useReportClientError();
  const options = { params: { id } };
  const ccf = useRouteQuery('getCcf', options, {
    onError: (error) => {
      if (leavingIds.has(id)) return;
      if (isNotFound(error)) {
        void message.error(CCF_MESSAGES.notFound);
        void navigate('/ccf', { replace: true });
      } else report(error);
    },
  });
  // A missing CCF is the CCF read's to say; the lists report other failures.
  const reportList = (error: Error) => {
    if (!leavingIds.has(id) && !isNotFound(error)) report(error);
  };
  const comments = useRouteQuery('ccfComments', options, { onError: reportList });
  const dataValues = useRouteQuery('ccfDataValues', options, { onError: reportList });

  const setLeaving = useCallback(
    (on: boolean) => {
      if (on) leavingIds.add(id);
      else leavingIds.delete(id);
    },
    [id],
  );
  const detail: CcfDetail | undefined =
    ccf.data && comments.data && dataValues.data ? { ccf: ccf.data, comments: comments.data, dataValues: dataValues.data } : undefined;
  return { detail, setLeaving };
};
