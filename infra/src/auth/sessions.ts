import { FLAGS, SITES, type Flag, type Site, type TokenClaims, READ_MODELS } from '@ftr/contracts';
import type { ReadStore } from '../readstore/port.ts';
import type { TokenService } from './tokens.ts';

/** Read model of sessions, projected from SessionStarted / SessionEnded. */
export const SESSIONS_COLLECTION = READ_MODELS.sessions;
export interface SessionDoc {
  _id: string;
  username: string;
  site: string;
  startedAt: string;
  endedAt: string | null;
  /**
   * Position of the last event applied. Only SessionStarted and SessionEnded touch the document, so
   * while the session is open this is where it started.
   */
  _position?: string;
  [key: string]: unknown;
}

/**
 * What the verifier needs from the users read model (projected by read-models/src/users): whether the
 * user is active, their current sites and flags (ACCESS_BA…, VIEW_DATA_SCREENS… as booleans), and the
 * last revocation: sessions that started at or before REVOKED_POSITION end, except KEEP_SESSION.
 */
export const USERS_COLLECTION = READ_MODELS.users;
export interface UserAccessDoc {
  _id: string;
  ACTIVE: boolean;
  REVOKED_POSITION: string | null;
  KEEP_SESSION: string | null;
  [key: string]: unknown;
}

export interface SignatureMemoOptions {
  /** The token service's clock. Without it every request checks the token's signature again. */
  clock?: { now(): Date };
  /** Verified tokens remembered (the earliest verified forgotten first). */
  maxTokens?: number;
}

/**
 * The token's signature and claims checked once per token string (an HMAC through WebCrypto costs more
 * than the rest of a cached read): later uses of the very same string only check its expiry, as the
 * token service does (valid while exp is after the current second). Revocation is never remembered.
 */
export const memoizeSignatures = (tokens: TokenService, { clock, maxTokens = 10_000 }: SignatureMemoOptions) => {
  if (!clock) return (token: string) => tokens.verify(token);
  const verified = new Map<string, TokenClaims>();
  return async (token: string): Promise<TokenClaims | null> => {
    const known = verified.get(token);
    if (known) return known.exp > Math.floor(clock.now().getTime() / 1000) ? known : null;
    const claims = await tokens.verify(token);
    if (!claims) return null;
    verified.set(token, claims);
    if (verified.size > maxTokens) verified.delete(verified.keys().next().value ?? token);
    return claims;
  };
};

const startedAtOrBefore = (session: SessionDoc | null, position: string): boolean =>
  session?._position !== undefined && BigInt(session._position) <= BigInt(position);

export interface SessionVerifierOptions extends SignatureMemoOptions {
  /**
   * The read models' position (the query side's change notices). With it and a clock, an accepted
   * token's claims are remembered while the read models stay at the position they were read at (for at
   * most 5 s, should a notice be lost): sign-out, archive and rights changes are events, so they move it.
   */
  position?: () => bigint | undefined;
}

/** How long accepted claims are remembered at one position at most. */
const SESSION_MEMO_MS = 5_000;

/**
 * The claims of a token that may still be used: well signed and unexpired, its session not ended,
 * its user not archived, and the session not revoked (password change or reset, archive). Rights
 * removed since sign-in are removed from the claims at once; added ones arrive with the next token.
 * Everything is read from read models, never from the event store. A session the read side has not
 * seen yet (just signed in) started after every revocation the read side knows of, so it is accepted.
 */
export const createSessionVerifier = (tokens: TokenService, readStore: ReadStore, options: SessionVerifierOptions = {}) => {
  const verifySignature = memoizeSignatures(tokens, options);
  const { clock, position: positionOf, maxTokens = 10_000 } = options;
  const accepted = new Map<string, { position: bigint; at: number; claims: TokenClaims }>();
  const verify = async (token: string): Promise<TokenClaims | null> => {
    const position = clock ? positionOf?.() : undefined;
    if (clock && position !== undefined) {
      const hit = accepted.get(token);
      const at = Date.now(); // the memo's age in real time; expiry by the service's clock
      if (hit && hit.position === position && at - hit.at <= SESSION_MEMO_MS && hit.claims.exp > Math.floor(clock.now().getTime() / 1000))
        return { ...hit.claims };
      const claims = await check(token);
      accepted.delete(token);
      if (claims) {
        accepted.set(token, { position, at, claims });
        if (accepted.size > maxTokens) accepted.delete(accepted.keys().next().value ?? token);
      }
      return claims;
    }
    return check(token);
  };
  const check = async (token: string): Promise<TokenClaims | null> => {
    const claims = await verifySignature(token);
    if (!claims) return null;
    const [session, user] = await Promise.all([
      readStore.get<SessionDoc>(SESSIONS_COLLECTION, claims.sid),
      readStore.get<UserAccessDoc>(USERS_COLLECTION, claims.sub),
    ]);
    if (session?.endedAt) return null;
    if (!user) return { ...claims };
    if (!user.ACTIVE) return null;
    const revoked = user.REVOKED_POSITION !== null && startedAtOrBefore(session, user.REVOKED_POSITION);
    if (revoked && user.KEEP_SESSION !== claims.sid) return null;
    const sites = claims.sites.filter((s: Site) => SITES.includes(s) && user[`ACCESS_${s}`] === true);
    if (!sites.includes(claims.site)) return null;
    const flags = claims.flags.filter((f: Flag) => FLAGS.includes(f) && user[f] === true);
    const writeAccess =
      typeof user['WRITE_ACCESS'] === 'number' ? Math.min(user['WRITE_ACCESS'], claims.writeAccess ?? 5) : (claims.writeAccess ?? 0);
    return { ...claims, sites, flags, writeAccess };
  };
  return verify;
};
