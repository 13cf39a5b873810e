import { TokenClaims } from '@ftr/contracts';

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
    const parsed = TokenClaims.safeParse(JSON.parse(base64UrlToText(payload)));
    return parsed.success ? parsed.data : null;
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
