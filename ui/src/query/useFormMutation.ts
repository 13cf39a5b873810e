import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useReportError } from '../api/errors.ts';
import { formMutationOptions, type FormWrite } from './formMutation.ts';

/**
 * Every write of a form, dialog or button (docs/ui.md, Mutations): `isPending` is the busy state, success
 * reloads the reads of `invalidates`, a refusal that names a field goes onto the form, any other failure
 * to the error reporter (or `onError`). Never retried (queryClient.ts).
 */
export const useFormMutation = <V = void, R = unknown>(write: FormWrite<V, R>): UseMutationResult<R, Error, V> => {
  const queryClient = useQueryClient();
  const report = useReportError();
  return useMutation(formMutationOptions(queryClient, write, report));
};
