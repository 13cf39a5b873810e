// An open socket lives no longer than its session: it is re-checked against the read
// models when its session or its user changes, and before every event it sends (every room join).
import { FLAGS, SITES, type TokenClaims } from '@ftr/contracts';
import { SESSIONS_COLLECTION, USERS_COLLECTION, type UserAccessDoc } from '@ftr/infra/auth/sessions.ts';
import type { ChangeNotice } from '@ftr/infra/notices/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { LiveLogger, LiveServer, SocketSession } from './liveTypes.ts';

export type { SocketSession };

export interface SessionGuardDeps {
  /** The session verifier (infra/auth/sessions.ts): null once the session ended, was revoked or the user archived. */
  verifyToken(token: string): Promise<TokenClaims | null>;
  readStore: ReadStore;
  /** The server's clock (tokens expire by it); the system clock when not given. */
  clock?: { now(): Date };
}

/** Milliseconds now on the deps' clock. */
export const nowOf = (deps: Pick<SessionGuardDeps, 'clock'>): number => (deps.clock ? deps.clock.now().getTime() : Date.now());

export const sessionRoom = (sid: string): string => `session:${sid}`;
export const userRoom = (username: string): string => `user:${username}`;

const level = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The rights a socket's rooms depend on, from the users read model: active, sites, flags and access
 * levels. Any difference (granted or removed) ends the socket; the client reconnects under the new rights.
 */
export const rightsOf = (user: UserAccessDoc | null): string =>
  user === null
    ? 'unknown'
    : JSON.stringify([
        user.ACTIVE,
        SITES.filter((s) => user[`ACCESS_${s}`] === true),
        FLAGS.filter((f) => user[f] === true),
        level(user['READ_ACCESS']),
        level(user['WRITE_ACCESS']),
      ]);

const expired = (claims: TokenClaims, now: number): boolean => claims.exp * 1000 <= now;

/** The session a token may use now, read from server-side state; null when it may not be used. */
export const readSession = async (deps: SessionGuardDeps, token: string, now = nowOf(deps)): Promise<SocketSession | null> => {
  const claims = await deps.verifyToken(token);
  if (!claims || expired(claims, now)) return null;
  const user = await deps.readStore.get<UserAccessDoc>(USERS_COLLECTION, claims.sub);
  return { token, claims, rights: rightsOf(user) };
};

/**
 * The same session, still usable under the rights it was granted; null when the socket must go
 * (session ended or revoked, user archived, token expired, or any right changed).
 */
export const recheckSession = async (deps: SessionGuardDeps, current: SocketSession): Promise<SocketSession | null> => {
  const now = await readSession(deps, current.token);
  return now && now.rights === current.rights ? now : null;
};

/** The rooms of the sessions and users a notice changed: their sockets must be re-checked. */
export const roomsToRecheck = (notice: ChangeNotice): Set<string> => {
  const rooms = new Set<string>();
  for (const change of notice.changes) {
    if (change.collection === SESSIONS_COLLECTION) rooms.add(sessionRoom(change.id));
    else if (change.collection === USERS_COLLECTION) rooms.add(userRoom(change.id));
  }
  return rooms;
};

/**
 * Re-checks this instance's sockets of the sessions and users a notice changed, and disconnects those
 * that must go. Every instance receives every notice, so each one checks its own sockets: no
 * cross-instance broadcast is needed (io.in(room).disconnectSockets() would repeat the work on each).
 */
export const recheckLocalSockets = (io: LiveServer, notice: ChangeNotice, deps: SessionGuardDeps, logger?: LiveLogger): void => {
  const local = io.of('/').adapter.rooms;
  const ids = new Set([...roomsToRecheck(notice)].flatMap((room) => [...(local.get(room) ?? [])]));
  for (const id of ids) {
    const socket = io.of('/').sockets.get(id);
    if (!socket) continue;
    const { sub: user, sid: session } = socket.data.claims;
    recheckSession(deps, socket.data).then(
      (now) => {
        if (now) socket.data = now;
        else {
          logger?.info({ user, session }, 'socket disconnected: session ended or rights changed');
          socket.disconnect(true);
        }
      },
      (err: unknown) => logger?.warn({ err, user }, 'socket session re-check failed'),
    );
  }
};

/** Changes no client is told of: session ids are nobody else's business. */
export const isPrivateChange = (change: ChangeNotice['changes'][number]): boolean => change.collection === SESSIONS_COLLECTION;
