import { FLAGS, SITES, type Flag, type Site, type TokenClaims } from '@ftr/contracts';
import type { ReadStore } from '../readstore/port.ts';
import type { TokenService } from './tokens.ts';

/** Read model of sessions, projected from SessionStarted / SessionEnded. */
export const SESSIONS_COLLECTION = 'sessions';
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
 * What the verifier needs from the users read model (projected by projector/src/users): whether the
 * user is active, their current sites and flags (ACCESS_BA…, VIEW_DATA_SCREENS… as booleans), and the
 * last revocation: sessions that started at or before REVOKED_POSITION end, except KEEP_SESSION.
 */
export const USERS_COLLECTION = 'users';
export interface UserAccessDoc {
  _id: string;
  ACTIVE: boolean;
  REVOKED_POSITION: string | null;
  KEEP_SESSION: string | null;
  [key: string]: unknown;
}

const startedAtOrBefore = (session: SessionDoc | null, position: string): boolean =>
  session?._position !== undefined && BigInt(session._position) <= BigInt(position);

/**
 * The claims of a token that may still be used: well signed and unexpired, its session not ended,
 * its user not archived, and the session not revoked (password change or reset, archive). Rights
 * removed since sign-in are removed from the claims at once; added ones arrive with the next token.
 * Everything is read from read models, never from the event store. A session the read side has not
 * seen yet (just signed in) started after every revocation the read side knows of, so it is accepted.
 */
export const createSessionVerifier =
  (tokens: TokenService, readStore: ReadStore) =>
  async (token: string): Promise<TokenClaims | null> => {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const [session, user] = await Promise.all([
      readStore.get<SessionDoc>(SESSIONS_COLLECTION, claims.sid),
      readStore.get<UserAccessDoc>(USERS_COLLECTION, claims.sub),
    ]);
    if (session?.endedAt) return null;
    if (!user) return claims;
    if (!user.ACTIVE) return null;
    const revoked = user.REVOKED_POSITION !== null && startedAtOrBefore(session, user.REVOKED_POSITION);
    if (revoked && user.KEEP_SESSION !== claims.sid) return null;
    const sites = claims.sites.filter((s: Site) => SITES.includes(s) && user[`ACCESS_${s}`] === true);
    if (!sites.includes(claims.site)) return null;
    const flags = claims.flags.filter((f: Flag) => FLAGS.includes(f) && user[f] === true);
    return { ...claims, sites, flags };
  };
