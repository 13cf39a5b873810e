import type { TokenClaims } from '@ftr/contracts';
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
  [key: string]: unknown;
}

/**
 * Verifies a token and that its session has not been revoked. A session the read side has not
 * seen yet (just signed in) is accepted: the signature proves the server issued it.
 */
export const createSessionVerifier =
  (tokens: TokenService, readStore: ReadStore) =>
  async (token: string): Promise<TokenClaims | null> => {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const session = await readStore.get<SessionDoc>(SESSIONS_COLLECTION, claims.sid);
    return session?.endedAt ? null : claims;
  };
