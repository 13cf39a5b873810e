import type { FormRule } from 'antd';

/** The part of a zod schema a form rule needs (kept structural so the UI needs no direct zod import). */
interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** An antd form rule that checks a field with the contract's own schema and shows the contract's message. */
export const contractRule = (schema: Checkable): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
  },
});
