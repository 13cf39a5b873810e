import { liveClaims } from './token.ts';

/** Spec 3 §4: with Remember Me the token persists (localStorage), otherwise it lives for the browser session. */
const KEY = 'ftr.token';

const stores = (): Storage[] => [window.localStorage, window.sessionStorage];

export const saveToken = (token: string, remember: boolean): void => {
  clearToken();
  (remember ? window.localStorage : window.sessionStorage).setItem(KEY, token);
};

/** Replaces the token wherever it is kept now (a site change or profile update answers a new token). */
export const replaceToken = (token: string): void => {
  const remembered = window.localStorage.getItem(KEY) !== null;
  saveToken(token, remembered);
};

export const clearToken = (): void => {
  for (const store of stores()) store.removeItem(KEY);
};

/** The stored token if it is still valid; an expired or unreadable one is dropped. */
export const loadToken = (): string | null => {
  for (const store of stores()) {
    const token = store.getItem(KEY);
    if (token === null) continue;
    if (liveClaims(token)) return token;
    store.removeItem(KEY);
  }
  return null;
};
