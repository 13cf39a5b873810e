import { REPORT_MESSAGES as M, type AddReportParameterBody, type ReportParameterDto } from '@ftr/contracts';
import { App } from 'antd';
import { useReportError } from '../../api/errors.ts';
import { queryKey } from '../../query/keys.ts';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { useOptimisticMutation } from '../../query/useOptimisticMutation.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { withSwapped, withoutParameter } from './parameterList.ts';
import { addReportParameter, removeReportParameter, swapReportParameters } from './service.ts';

interface Move {
  index: number;
  step: -1 | 1;
  id: string;
  otherId: string;
}

/**
 * A report's or grabber's parameters (a cached read, refreshed by change notices) and the manage screen's
 * actions. Remove shows at once and comes back with the server's message if refused ('Item removed' when
 * through); a move swaps with the neighbour at once and, if refused, the order is put back without a
 * message (spec 2 §8: move failures are only logged). An added parameter shows once the list loads again.
 */
export const useDefinitionParameters = (reportId: number) => {
  const { message } = App.useApp();
  const reportError = useReportError();
  const options = { params: { id: String(reportId) } };
  const key = queryKey('listReportParameters', options);
  const { data, isLoading } = useRouteQuery('listReportParameters', options, { onError: (error) => reportError(error) });
  const list = data ?? [];

  const move = useOptimisticMutation({
    key,
    change: (current: ReportParameterDto[], { index, step }: Move) => withSwapped(current, index, step),
    write: ({ id, otherId }: Move) => swapReportParameters(id, otherId),
    onError: (error) => console.warn('Report parameter move refused:', error.message),
  });
  const removal = useOptimisticMutation({
    key,
    change: (current: ReportParameterDto[], parameter: ReportParameterDto) => withoutParameter(current, parameter.ID),
    write: (parameter: ReportParameterDto) => removeReportParameter(parameter.ID),
    onSuccess: () => void message.success(M.itemRemoved),
    onError: (error) => reportError(error),
  });
  const addition = useFormMutation({
    write: addReportParameter,
    invalidates: ['listReportParameters', 'getReport'],
    onSuccess: () => void message.success(M.parameterAdded),
  });

  return {
    parameters: list,
    loading: isLoading,
    add: (body: AddReportParameterBody, onAdded: () => void) => addition.mutate(body, { onSuccess: onAdded }),
    adding: addition.isPending,
    move: (index: number, step: -1 | 1) => {
      const [id, otherId] = [list[index]?.ID, list[index + step]?.ID];
      if (id !== undefined && otherId !== undefined) move.mutate({ index, step, id, otherId });
    },
    remove: (parameter: ReportParameterDto) => removal.mutate(parameter),
  };
};
