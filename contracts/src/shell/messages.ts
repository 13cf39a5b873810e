/**
 * Texts of the application shell (spec 3 §2 Cookie consent and site change, §8), verbatim.
 * Kept beside MESSAGES rather than in it so that parallel feature work does not edit one file.
 */
export const SHELL_MESSAGES = {
  /** Site change fallback when the failure carries no message, status text or body (spec 3 §8). */
  siteChangeFailed: 'An unexpected error occurred.',
  cookieAccept: 'Accept All',
} as const;
