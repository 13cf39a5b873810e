import type { FormInstance } from 'antd';
import { useReportClientError } from '../../../api/errors.ts';
import { useFormSubmit } from '../../../components/FormModal.tsx';
import { refusedField } from '../form.ts';

/**
 * The settings modals' submit: a refusal that names one of `fields` goes back on that field, any other
 * failure to a toast (silent on a 5xx, spec 3 §8).
 */
export const useSettingsSubmit = <V, K extends string>(form: FormInstance<V>, fields: readonly K[] | undefined, save: (values: V) => Promise<void>) => {
  const report = useReportClientError();
  return useFormSubmit(form, save, (error) => {
    const refused = fields ? refusedField(error, fields) : refusedField(error);
    if (refused) form.setFields([{ name: refused.field as never, errors: [refused.message] }]);
    else report(error);
  });
};
