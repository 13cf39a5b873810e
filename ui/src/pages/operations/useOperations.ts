import { MESSAGES, type OperationDto } from '@ftr/contracts';
import { useReportError } from '../../api/errors.ts';
import { useLiveQuery } from '../../live/useLiveQuery.ts';
import { listOperations } from './service.ts';

/**
 * The operations list, loaded on mount, reloadable, and refreshed live whenever the server
 * reports a change to the 'operations' read model (another user's edit shows up at once).
 * `loading` covers the first load only, so live refreshes do not flash a spinner.
 */
export const useOperations = (): { operations: OperationDto[]; loading: boolean; reload: () => Promise<void> } => {
  const reportError = useReportError();
  const { data, loading, reload } = useLiveQuery('operations', listOperations, (error) =>
    reportError(error, MESSAGES.operationsLoadFailed),
  );
  return { operations: data ?? [], loading, reload };
};
