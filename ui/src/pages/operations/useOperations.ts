import { MESSAGES, type OperationDto } from '@ftr/contracts';
import { useReportError } from '../../api/errors.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

/**
 * The operations list, a cached read that change notices to the 'operations' read model refresh
 * (another user's edit shows up at once) and the user's own writes (useFormMutation) reload.
 * `loading` covers the first load only, so live refreshes do not flash a spinner.
 */
export const useOperations = (): { operations: OperationDto[]; loading: boolean } => {
  const reportError = useReportError();
  const { data, isLoading } = useRouteQuery(
    'listOperations',
    {},
    { onError: (error) => reportError(error, MESSAGES.operationsLoadFailed) },
  );
  return { operations: data ?? [], loading: isLoading };
};
