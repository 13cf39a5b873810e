import type { FormInstance } from 'antd';

/** A dialog's OK: checks every rule of the form and, when they all hold, hands its values to `run` (the write). */
export const submitValidated = <V>(form: Pick<FormInstance<V>, 'validateFields'>, run: (values: V) => void): void => {
  form.validateFields().then(run, () => undefined);
};
