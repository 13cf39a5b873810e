import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Unsubmitted changes are not lost by accident: the selectors ask before leaving the grid, and the
 * browser asks before a reload or close. Answers the guarded navigate.
 */
export const useLeaveGuard = (pendingCount: number): ((path: string) => void) => {
  const navigate = useNavigate();
  const { modal } = App.useApp();

  useEffect(() => {
    if (pendingCount === 0) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pendingCount]);

  return useCallback(
    (path: string) => {
      if (pendingCount === 0) {
        navigate(path);
        return;
      }
      modal.confirm({
        title: 'Leave without submitting?',
        content: `${pendingCount} ${pendingCount === 1 ? 'change has' : 'changes have'} not been submitted and will be lost.`,
        okText: 'Leave',
        cancelText: 'Stay',
        onOk: () => navigate(path),
      });
    },
    [pendingCount, navigate, modal],
  );
};
