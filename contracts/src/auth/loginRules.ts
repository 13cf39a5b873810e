/**
 * The sign-in form's limits and messages (spec 3 §2 Login), without zod: LoginBody (schemas.ts) is built
 * from them, and the sign-in page checks its fields with them before the route table (and zod) has loaded
 *.
 */
export const USERNAME_MAX_LENGTH = 60;
export const PASSWORD_MAX_LENGTH = 1024;

export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username is too long',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password is too long',
} as const;
