import { CCF_MESSAGES, type CcfCommentDto, type CcfDataValueDto, type CcfView } from '@ftr/contracts';
import { App } from 'antd';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
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

/** A deletion of the CCF this tab sent (under way or done): its 404s are the deletion's, not news. */
const deletedHere = (queryClient: QueryClient, id: string): boolean =>
  leavingIds.has(id) ||
  queryClient
    .getMutationCache()
    .findAll({ mutationKey: ['listCcfs'] })
    .some((mutation) => mutation.state.status !== 'error' && (mutation.state.variables as { ID?: unknown } | undefined)?.ID === id);

/**
 * One CCF with its comments and data values: three cached reads, refreshed whenever the server reports
 * a change to the CCF read models (another user's comment shows up at once) and after each of the
 * user's own writes (their mutations invalidate these routes). An unknown id says 'CCF Not found' and goes back to /ccf (spec 3 §8).
 */
export const useCcfDetail = (id: string) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const report = useReportClientError();
  const queryClient = useQueryClient();
  const options = { params: { id } };
  // Once the user confirms its deletion, or the CCF is found missing, it is not read again: a change notice (or the
  // socket's reconnection) would only fetch its 404s again, and say 'CCF Not found' a second time.
  const [stopped, setStopped] = useState(false);
  const notFoundSaid = useRef(false);
  const enabled = !stopped;
  const ccf = useRouteQuery('getCcf', options, {
    enabled,
    onError: (error) => {
      if (deletedHere(queryClient, id)) return;
      if (!isNotFound(error)) report(error);
      else if (!notFoundSaid.current) {
        notFoundSaid.current = true;
        setStopped(true);
        void message.error(CCF_MESSAGES.notFound);
        void navigate('/ccf', { replace: true });
      }
    },
  });
  // A missing CCF is the CCF read's to say; the lists report other failures.
  const reportList = (error: Error) => {
    if (!deletedHere(queryClient, id) && !isNotFound(error)) report(error);
  };
  const comments = useRouteQuery('ccfComments', options, { enabled, onError: reportList });
  const dataValues = useRouteQuery('ccfDataValues', options, { enabled, onError: reportList });

  const setLeaving = useCallback(
    (on: boolean) => {
      if (on) leavingIds.add(id);
      else leavingIds.delete(id);
      setStopped(on);
    },
    [id],
  );
  const detail: CcfDetail | undefined =
    ccf.data && comments.data && dataValues.data ? { ccf: ccf.data, comments: comments.data, dataValues: dataValues.data } : undefined;
  return { detail, setLeaving };
};
