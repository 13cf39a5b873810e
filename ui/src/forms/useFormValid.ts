import { Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { formValidity } from './formValidity.ts';

/**
 * True while every field of the form passes its rules (checked on each change, nothing shown): what enables a
 * form's Create/Update button. Only the answer for the latest values counts.
 */
export const useFormValid = <V>(form: FormInstance<V>): boolean => {
  const values: unknown = Form.useWatch([], form);
  const [valid, setValid] = useState(false);
  useEffect(() => {
    let current = true;
    void formValidity(
      () => form.validateFields({ validateOnly: true }),
      () => current,
    ).then((answer) => {
      if (answer !== null) setValid(answer);
    });
    return () => {
      current = false;
    };
  }, [form, values]);
  return valid;
};
