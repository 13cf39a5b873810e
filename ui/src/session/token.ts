import { FLAGS, SITES, type TokenClaims } from '@ftr/contracts';
import * as z from 'zod/mini';

/**
 * The contract's TokenClaims in zod/mini (about 6 kB gzipped, where zod's full API is 24 kB): every page's
 * first load reads the stored token, the sign-in page included. token.unit.test.ts holds
 * it to the contract's schema; its output must be a TokenClaims (a claim added there fails to compile here).
 */
const Claims = z.object({
  sub: z.string(),
  sid: z.string(),
  site: z.enum(SITES),
  longSite: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  flags: z.array(z.enum(FLAGS)),
  sites: z.array(z.enum(SITES)),
  exp: z.int(),
  iat: z.int(),
});

const base64UrlToText = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** The claims of a JWT (its payload: base64url JSON of TokenClaims), or null if unreadable. Not verified: the server does that. */
export const decodeClaims = (token: string): TokenClaims | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = Claims.safeParse(JSON.parse(base64UrlToText(payload)));
    if (!parsed.success) return null;
    const claims: TokenClaims = parsed.data;
    return claims;
  } catch {
    return null;
  }
};

export const isExpired = (claims: TokenClaims, now: Date = new Date()): boolean => claims.exp * 1000 <= now.getTime();

/** The claims of a token that is readable and not expired. */
export const liveClaims = (token: string | null, now: Date = new Date()): TokenClaims | null => {
  if (!token) return null;
  const claims = decodeClaims(token);
  return claims && !isExpired(claims, now) ? claims : null;
};
