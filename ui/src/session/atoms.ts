import { hasFlag, type Flag, type TokenClaims } from '@ftr/contracts';
import { atom } from 'jotai';
import { clearToken, loadToken, replaceToken, saveToken } from './storage.ts';
import { liveClaims } from './token.ts';

const baseTokenAtom = atom<string | null>(loadToken());

/** The session token, or null when signed out. */
export const tokenAtom = atom((get) => get(baseTokenAtom));

/** The claims decoded from the token (user, current site, names, flags); null when signed out or expired. */
export const claimsAtom = atom<TokenClaims | null>((get) => liveClaims(get(baseTokenAtom)));

export const signedInAtom = atom((get) => get(claimsAtom) !== null);

/** Stores a token from sign-in. */
export const signInAtom = atom(null, (_get, set, input: { token: string; remember: boolean }) => {
  saveToken(input.token, input.remember);
  set(baseTokenAtom, input.token);
});

/** Swaps in a new token from the server (site change, profile or password update), kept where the old one was. */
export const replaceTokenAtom = atom(null, (_get, set, token: string) => {
  replaceToken(token);
  set(baseTokenAtom, token);
});

/** Forgets the session locally (storage and memory). */
export const clearSessionAtom = atom(null, (_get, set) => {
  clearToken();
  set(baseTokenAtom, null);
});

export const userHasFlag = (claims: TokenClaims | null, flag: Flag): boolean => claims !== null && hasFlag(claims.flags, flag);
