import { MESSAGES, type OperationDto } from '@ftr/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { useChanges } from '../../live/socket.ts';
import { listOperations } from './service.ts';

/**
 * The operations list, loaded on mount, reloadable, and refreshed live whenever the server
 * reports a change to the 'operations' read model (another user's edit shows up at once).
 * `loading` covers the first load only, so live refreshes do not flash a spinner.
 */
export const useOperations = (): { operations: OperationDto[]; loading: boolean; reload: () => Promise<void> } => {
  const [operations, setOperations] = useState<OperationDto[]>([]);
  const [loading, setLoading] = useState(true);
  const reportError = useReportError();
  const report = useRef(reportError);
  useEffect(() => {
    report.current = reportError;
  });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const list = await listOperations();
      if (request === latest.current) setOperations(list);
    } catch (error) {
      if (request === latest.current) report.current(error, MESSAGES.operationsLoadFailed);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  useChanges('operations', () => void reload());

  return { operations, loading, reload };
};
