import { CCF_MESSAGES, type CcfView } from '@ftr/contracts';
import { App } from 'antd';
import { useCallback } from 'react';
import { commentCount, deleteCcf } from '../service.ts';
import { useReportClientError } from '../../../api/errors.ts';

interface Steps {
  /** Runs when the user confirms, before the call (an optimistic removal from a list). */
  onConfirmed?: () => void;
  onRemoved: () => void;
  /** Runs when the removal failed (restore the list). */
  onFailed?: () => void;
}

const commentsText = (count: number): string => (count === 1 ? '1 comment' : `${count} comments`);

/**
 * Spec 3 §4: deleting a closed CCF asks first, showing how many comments it has; success says
 * 'CCF for {parameter} removed'; a failure is reported and undone.
 */
export const useDeleteCcf = (): ((ccf: Pick<CcfView, 'ID' | 'PARAMETER'>, steps: Steps) => Promise<void>) => {
  const { modal, message } = App.useApp();
  const report = useReportClientError();
  return useCallback(
    async (ccf, { onConfirmed, onRemoved, onFailed }) => {
      let count: number;
      try {
        count = await commentCount(ccf.ID);
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
            await deleteCcf(ccf.ID);
            void message.success(CCF_MESSAGES.removed(ccf.PARAMETER));
            onRemoved();
          } catch (error) {
            onFailed?.();
            report(error);
          }
        },
      });
    },
    [modal, message, report],
  );
};
