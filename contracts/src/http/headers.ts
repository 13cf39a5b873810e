/*
 * The API's root and headers, without zod (route.ts re-exports them): the API client is in every page's
 * first load, the sign-in page's included.
 */

/** Header by which a read asks to wait (bounded) until the read side has reached a position. */
export const MIN_POSITION_HEADER = 'x-min-position';
export const AUTH_HEADER = 'x-auth-token';
export const API_ROOT = '/api';
