import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/loginRules.ts';
import { MESSAGES } from '../messages.ts';

/** Spec 3 §5, §9: at least 14 characters, mixing 3 of lowercase, uppercase, numbers and symbols. */
export const PASSWORD_MIN_LENGTH = 14;
export { PASSWORD_MAX_LENGTH };
export const PASSWORD_HINT = 'At least 14 characters with 3 of lowercase, uppercase, numbers, symbols';

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];
export const passwordClassCount = (password: string): number => CLASSES.filter((c) => c.test(password)).length;

export const NewPassword = z
  .string({ error: 'New password is required' })
  .min(PASSWORD_MIN_LENGTH, 'New password must be at least 14 characters')
  .max(PASSWORD_MAX_LENGTH, 'New password is too long')
  .refine((v) => passwordClassCount(v) >= 3, 'New password must mix 3 of: lowercase letters, uppercase letters, numbers, symbols');

/** PATCH /user/password (spec 3 §7). A mismatch answers exactly "Passwords don't match". */
export const ChangePasswordBody = z
  .object({
    oldPassword: z.string({ error: 'Old password is required' }).min(1, 'Old password is required').max(PASSWORD_MAX_LENGTH),
    newPassword: NewPassword,
    newPassword2: z.string({ error: 'Repeat the new password' }),
  })
  .refine((v) => v.newPassword === v.newPassword2, { error: MESSAGES.passwordsDontMatch });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/**
 * POST /user-reset/reset/:id {newPassword} (spec 3 §7). The repeat is the form's concern; a client that
 * still sends newPassword2 gets 'Passwords must match' when it differs.
 */
export const ResetPasswordBody = z
  .object({ newPassword: NewPassword, newPassword2: z.string({ error: 'Repeat the new password' }).optional() })
  .refine((v) => v.newPassword2 === undefined || v.newPassword === v.newPassword2, { error: MESSAGES.passwordsMustMatch });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** A reset link works once, for this long; a newer link replaces it. */
export const RESET_LINK_VALID_MINUTES = 60;
/** The set-password link mailed to a new user with an email lives longer. */
export const WELCOME_LINK_VALID_HOURS = 72;
