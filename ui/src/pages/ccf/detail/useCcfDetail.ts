import { CCF_MESSAGES, type CcfCommentDto, type CcfDataValueDto, type CcfView } from '@ftr/contracts';
import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/ApiError.ts';
import { useChanges } from '../../../live/socket.ts';
import { useLiveQuery } from '../../../live/useLiveQuery.ts';
import { getCcf, listComments, listDataValues } from '../service.ts';
import { useReportClientError } from '../../../api/errors.ts';

export interface CcfDetail {
  ccf: CcfView;
  comments: CcfCommentDto[];
  dataValues: CcfDataValueDto[];
}

const loadDetail = async (id: string): Promise<CcfDetail> => {
  const [ccf, comments, dataValues] = await Promise.all([getCcf(id), listComments(id), listDataValues(id)]);
  return { ccf, comments, dataValues };
};

/** Read models whose changes can touch a CCF's page besides `ccfs` (its comments and data values). */
const ALSO_WATCHED = ['ccfComments', 'ccfDataValues'] as const;

/**
 * One CCF with its comments and data values, reloaded whenever the server reports a change to the
 * CCF read models (another user's comment shows up at once) and after each of the user's own writes.
 * The page is keyed by the id, so one hook serves one CCF.
 * An unknown id says 'CCF Not found' and goes back to /ccf (spec 3 §8).
 */
export const useCcfDetail = (id: string) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const report = useReportClientError();
  // Once the user deletes the CCF, its disappearance is expected: no 'CCF Not found'.
  const leaving = useRef(false);
  const query = useLiveQuery('ccfs', () => loadDetail(id), (error) => {
    if (leaving.current) return;
    if (error instanceof ApiError && error.status === 404) {
      void message.error(CCF_MESSAGES.notFound);
      navigate('/ccf', { replace: true });
    } else report(error);
  });
  const { reload } = query;
  useChanges(ALSO_WATCHED[0], () => void reload());
  useChanges(ALSO_WATCHED[1], () => void reload());

  const setLeaving = useCallback((on: boolean) => {
    leaving.current = on;
  }, []);
  return { detail: query.data, reload, setLeaving };
};
