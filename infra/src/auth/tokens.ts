// The two entry points only: the package's index loads every JOSE algorithm (about 170 modules per process).
import { SignJWT } from 'jose/jwt/sign';
import { jwtVerify } from 'jose/jwt/verify';
import { TokenClaims, type ClaimsToSign } from '@ftr/contracts';

export type { ClaimsToSign };

export interface TokenService {
  sign(claims: ClaimsToSign, ttlSeconds: number): Promise<{ token: string; claims: TokenClaims }>;
  /** The claims of a well-signed, unexpired token, or null. Does not check revocation. */
  verify(token: string): Promise<TokenClaims | null>;
}

/**
 * HS256 session tokens. The secret is at least 32 bytes, shared by every service. Issue and expiry
 * times follow `clock` (the services' clock, so a test clock drives session expiry too).
 */
export const createTokenService = (secret: Uint8Array, clock: { now(): Date } = { now: () => new Date() }): TokenService => {
  if (secret.length < 32) throw new Error('The token secret must be at least 32 bytes');
  return {
    async sign(claims, ttlSeconds) {
      const iat = Math.floor(clock.now().getTime() / 1000);
      const full: TokenClaims = { ...claims, iat, exp: iat + ttlSeconds };
      const token = await new SignJWT({ ...full }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
      return { token, claims: full };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: clock.now() });
        const parsed = TokenClaims.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
};
