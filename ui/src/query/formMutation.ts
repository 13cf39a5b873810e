import type { RouteName } from '@ftr/contracts';
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { refusedField } from '../forms/refusedField.ts';

export interface FormWrite<V, R> {
  /** The write: a typed client call. */
  write: (variables: V) => Promise<R>;
  /** Routes whose reads show the write: loaded again once it went through (the mutation is pending until they are). */
  invalidates?: readonly RouteName[];
  /** After the write went through, before the reads load again: the success message, closing the dialog, moving on. */
  onSuccess?: (result: R, variables: V) => void;
  /** A refusal naming one of `names` ('name: Must be unique') shows on that field of `form` instead of a toast. */
  fields?: { form: Pick<FormInstance, 'setFields'>; names: readonly string[] };
  /** Any other failure; by default the app's error reporter (useReportError) shows it. */
  onError?: (error: Error, variables: V) => void;
}

/** The mutation options of a form write (pure apart from the query client it invalidates), for useFormMutation. */
export const formMutationOptions = <V, R>(
  queryClient: QueryClient,
  { write, invalidates = [], onSuccess, fields, onError }: FormWrite<V, R>,
  report: (error: unknown) => void,
): MutationOptions<R, Error, V> => ({
  // Keyed by the first route it changes: a change notice meanwhile only marks that route's reads stale (LiveQueries).
  ...(invalidates[0] ? { mutationKey: [invalidates[0]] } : {}),
  mutationFn: write,
  onSuccess: async (result, variables) => {
    onSuccess?.(result, variables);
    await Promise.all(invalidates.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
  },
  onError: (error, variables) => {
    const refused = fields ? refusedField(error, fields.names) : null;
    if (fields && refused) fields.form.setFields([{ name: refused.field, errors: [refused.message] }]);
    else if (onError) onError(error, variables);
    else report(error);
  },
});
