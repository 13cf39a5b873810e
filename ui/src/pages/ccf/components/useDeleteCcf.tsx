import { CCF_MESSAGES, type CcfView } from '@ftr/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useReportClientError } from '../../../api/errors.ts';
import { routeQuery } from '../../../query/useRouteQuery.ts';
import { deleteCcf } from '../service.ts';

type Target = Pick<CcfView, 'ID' | 'PARAMETER'>;

interface Steps {
  /** Runs when the user confirms, before the call. */
  onConfirmed?: () => void;
  onRemoved: () => void;
  /** Runs when the removal failed. */
  onFailed?: () => void;
}

const commentsText = (count: number): string => (count === 1 ? '1 comment' : `${count} comments`);

/**
 * Spec 3 §4: deleting a closed CCF asks first, showing how many comments it has; success says
 * 'CCF for {parameter} removed'; a failure is reported and undone. With `list` (a cached listCcfs read)
 * the CCF leaves that list at once and comes back if the server refuses.
 */
export const useDeleteCcf = (list?: QueryKey): ((ccf: Target, steps: Steps) => Promise<void>) => {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const report = useReportClientError();
  const { mutateAsync } = useMutation({
    mutationKey: ['listCcfs'],
    mutationFn: (ccf: Target) => deleteCcf(ccf.ID),
    onMutate: async (ccf) => {
      if (!list) return { before: undefined };
      await queryClient.cancelQueries({ queryKey: list });
      const before = queryClient.getQueryData<CcfView[]>(list);
      if (before)
        queryClient.setQueryData<CcfView[]>(
          list,
          before.filter((c) => c.ID !== ccf.ID),
        );
      return { before };
    },
    onSuccess: (_result, ccf) => void message.success(CCF_MESSAGES.removed(ccf.PARAMETER)),
    onError: (error, _ccf, context) => {
      if (list && context?.before) queryClient.setQueryData<CcfView[]>(list, context.before);
      report(error);
    },
    // Not awaited: the removal is done once the server said so, and the page leaves at once; a refetch of the
    // lists that is slow (or answers 503 while the read side catches up) must not hold the user on a deleted CCF.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['listCcfs'] }),
  });

  return useCallback(
    async (ccf, { onConfirmed, onRemoved, onFailed }) => {
      let count: number;
      try {
        count = (await queryClient.query(routeQuery('ccfCommentCount', { params: { id: ccf.ID } }))).count;
      } catch (error) {
        report(error);
        return;
      }
      modal.confirm({
        title: `Delete CCF for ${ccf.PARAMETER}?`,
        content: `This CCF has ${commentsText(count)}. Its record stays in the audit log, but it leaves the CCF list.`,
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: async () => {
          onConfirmed?.();
          try {
            await mutateAsync(ccf);
            onRemoved();
          } catch {
            onFailed?.();
          }
        },
      });
    },
    [modal, report, queryClient, mutateAsync],
  );
};
