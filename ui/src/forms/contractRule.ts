import type { FormRule } from 'antd';
import { check } from './check.ts';

/** The part of a zod schema a form rule needs (kept structural so the UI needs no direct zod import). */
interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * An antd form rule that checks a field with the contract's own schema and shows the contract's message.
 * A field whose schema refuses an empty value is `required`, so the form marks it (the check itself stays
 * the schema's: antd runs a rule's own validator instead of its built-in required check).
 */
export const contractRule = (schema: Checkable): FormRule => ({
  required: !schema.safeParse(undefined).success,
  validator: (_rule, value: unknown) => {
    const result = schema.safeParse(value);
    return check(result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value'));
  },
});
