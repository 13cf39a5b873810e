import { LOGIN_MESSAGES, MESSAGES, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@ftr/contracts';

/** The sign-in form's fields as typed; `site` is '' until one is chosen. */
export interface LoginFields {
  username: string;
  password: string;
  site: string;
}
export type LoginField = keyof LoginFields;
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The contract's LoginBody rules (spec 3 §2), with its limits and messages, checked without zod so the
 * sign-in page loads no schema library. check.unit.test.ts holds them to the schema.
 * Null when the value passes.
 */
export const fieldError = (field: LoginField, value: string, sites: readonly string[]): string | null => {
  switch (field) {
    case 'username': {
      const username = value.trim();
      if (username === '') return LOGIN_MESSAGES.usernameRequired;
      return username.length > USERNAME_MAX_LENGTH ? LOGIN_MESSAGES.usernameTooLong : null;
    }
    case 'password':
      if (value === '') return LOGIN_MESSAGES.passwordRequired;
      return value.length > PASSWORD_MAX_LENGTH ? LOGIN_MESSAGES.passwordTooLong : null;
    case 'site':
      return sites.includes(value) ? null : MESSAGES.invalidSite;
  }
};

const FIELDS: readonly LoginField[] = ['username', 'password', 'site'];

/** Every field's error, in the form's order; empty when the form may be sent. */
export const loginErrors = (fields: LoginFields, sites: readonly string[]): LoginErrors => {
  const errors: LoginErrors = {};
  for (const field of FIELDS) {
    const error = fieldError(field, fields[field], sites);
    if (error !== null) errors[field] = error;
  }
  return errors;
};
