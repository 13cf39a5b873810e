import type { FormRule } from 'antd';
import { check } from './check.ts';

/** The repeat field left empty (the contract's own wording for a missing newPassword2). */
export const REPEAT_REQUIRED = 'Repeat the new password';

/**
 * What is wrong with a repeated password, or null: empty, or different from the password it repeats
 * (spec 3 §5: 'Passwords don't match' on the password change, 'Passwords must match' on the reset).
 */
export const repeatError = (repeated: unknown, original: unknown, mismatchMessage: string): string | null => {
  if (typeof repeated !== 'string' || repeated === '') return REPEAT_REQUIRED;
  return repeated === original ? null : mismatchMessage;
};

/** An antd rule for a field that must repeat `field` (give the Form.Item `dependencies={[field]}`). */
export const repeatsRule =
  (field: string, mismatchMessage: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => check(repeatError(value, getFieldValue(field), mismatchMessage)),
  });
