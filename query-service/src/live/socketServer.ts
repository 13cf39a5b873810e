import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Site, mayReachSite, reachableSites } from '@ftr/contracts';
import type { TokenClaims } from '@ftr/contracts';
import type { ChangeNotice, NoticeBus } from '@ftr/infra/notices/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { JoinAck, LiveLogger, LiveServer, LiveSocket } from './liveTypes.ts';
import { batchNoticesPerTurn } from './noticeBatches.ts';
import { isPrivateChange, nowOf, readSession, recheckLocalSockets, recheckSession, sessionRoom, userRoom } from './sessionGuard.ts';

export { sessionRoom, userRoom };

export type {
  ChangePayload,
  ClientToServerEvents,
  JoinAck,
  LiveLogger,
  LiveServer,
  LiveSocket,
  ServerToClientEvents,
  SocketData,
} from './liveTypes.ts';

export interface SocketServerOptions {
  verifyToken: (token: string) => Promise<TokenClaims | null>;
  /** The read models the session guard re-reads (users: rights and levels). */
  readStore: ReadStore;
  noticeBus: NoticeBus;
  /** Distributed mode: attach the Redis adapter so io.to(room) reaches clients on every instance. */
  redisUrl?: string;
  /** The adapter's channel prefix in Redis (the deployment's namespace: redisNames), Socket.IO's `socket.io` when absent. */
  redisKey?: string;
  logger?: LiveLogger;
  /** The server's clock (tokens expire by it); the system clock when not given. */
  clock?: { now(): Date };
}

export const siteRoom = (site: Site): string => `site:${site}`;
const SCREEN_ID = /^[A-Za-z0-9_.-]{1,100}$/;

/** Which client-requested rooms a user may join: rooms of the sites they reach (contracts' mayReachSite). */
export function authoriseRoom(claims: TokenClaims, room: unknown): JoinAck {
  if (typeof room !== 'string') return { ok: false, error: 'invalid room' };
  const [kind, site, id, ...rest] = room.split(':');
  const parsedSite = Site.safeParse(site);
  const wellFormed =
    parsedSite.success &&
    rest.length === 0 &&
    ((kind === 'site' && id === undefined) || (kind === 'screen' && id !== undefined && SCREEN_ID.test(id)));
  if (!wellFormed) return { ok: false, error: 'unknown room' };
  if (!mayReachSite(claims, parsedSite.data)) return { ok: false, error: 'forbidden' };
  return { ok: true };
}

/** The query-service's Socket.IO server on '/socket.io' (docs/architecture.md §2): rooms per site, screen and user. */
export async function attachSocketServer(
  httpServer: HttpServer,
  options: SocketServerOptions,
): Promise<{ io: LiveServer; close(): Promise<void> }> {
  const { noticeBus, redisUrl, redisKey, logger } = options;
  const io: LiveServer = new Server(httpServer, { path: '/socket.io', serveClient: false });

  const redis = redisUrl ? await attachRedisAdapter(io, redisUrl, redisKey, logger).catch(closeEngine(io)) : undefined;

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth['token'];
    if (typeof token !== 'string' || token === '') {
      next(new Error('unauthorized'));
      return;
    }
    readSession(options, token).then(
      (session) => {
        if (!session) {
          next(new Error('unauthorized'));
          return;
        }
        socket.data = session;
        next();
      },
      (err: unknown) => {
        logger?.warn({ err }, 'socket token verification failed');
        next(new Error('unavailable'));
      },
    );
  });

  io.on('connection', (socket: LiveSocket) => {
    const { claims } = socket.data;
    const sites = reachableSites(claims);
    void socket.join([...sites.map(siteRoom), userRoom(claims.sub), sessionRoom(claims.sid)]);
    // Every event the client sends (every room join) is answered under the session as it is now.
    socket.use((_packet, next) => {
      recheckSession(options, socket.data).then(
        (session) => {
          if (!session) return void socket.disconnect(true);
          socket.data = session;
          next();
        },
        (err: unknown) => {
          logger?.warn({ err, user: socket.data.claims.sub }, 'socket session re-check failed');
          socket.disconnect(true);
        },
      );
    });
    socket.on('join', (request, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const { claims } = socket.data;
      const room: unknown = typeof request === 'object' && request !== null && 'room' in request ? request.room : undefined;
      const result = authoriseRoom(claims, room);
      if (result.ok && typeof room === 'string') void socket.join(room);
      else logger?.warn({ user: claims.sub, site: claims.site, room }, 'socket join refused');
      reply(result);
    });
  });

  // After the publishing turn (noticeBatches.ts): the write that caused the notice has answered first.
  const fanOut = (notice: ChangeNotice): void => {
    const now = nowOf(options);
    for (const socket of io.of('/').sockets.values()) {
      if (socket.data.claims.exp * 1000 <= now) socket.disconnect(true);
    }
    recheckLocalSockets(io, notice, options, logger);
    const bySite = new Map<Site, ChangeNotice['changes']>();
    const byUser = new Map<string, ChangeNotice['changes']>();
    const everyone: ChangeNotice['changes'] = [];
    for (const change of notice.changes) {
      if (isPrivateChange(change)) continue;
      // A user's own change (a notification) goes to that user alone, whatever its site.
      if (change.user) group(byUser, change.user, change);
      else if (change.site) group(bySite, change.site, change);
      else everyone.push(change);
    }
    // Every instance receives every notice from the bus, so each one emits only to its own clients.
    for (const [site, changes] of bySite) io.local.to(siteRoom(site)).emit('change', { position: notice.position, changes });
    for (const [user, changes] of byUser) io.local.to(userRoom(user)).emit('change', { position: notice.position, changes });
    if (everyone.length > 0) io.local.emit('change', { position: notice.position, changes: everyone });
  };
  const batches = batchNoticesPerTurn((notices) => notices.forEach(fanOut));
  const unsubscribe = await noticeBus.subscribe(batches.add).catch(async (err: unknown) => {
    await Promise.all([quit(redis?.pub), quit(redis?.sub)]);
    return closeEngine(io)(err);
  });
  logger?.info({ path: '/socket.io', redisAdapter: Boolean(redisUrl) }, 'socket server attached');

  return {
    io,
    async close() {
      await unsubscribe();
      batches.cancel();
      // Not io.close(): that would also close the http server, which belongs to the caller.
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine.close();
      await Promise.all([quit(redis?.pub), quit(redis?.sub)]);
    },
  };
}

async function attachRedisAdapter(io: LiveServer, url: string, key: string | undefined, logger: LiveLogger | undefined) {
  const pub = new Redis(url, { connectionName: 'ftr-socketio-pub' });
  const sub = pub.duplicate({ connectionName: 'ftr-socketio-sub' });
  for (const client of [pub, sub]) {
    client.on('error', (err: Error) => logger?.warn({ err }, 'socket.io redis adapter connection error'));
  }
  try {
    io.adapter(createAdapter(pub, sub, key ? { key } : {}));
    // Commands on one connection complete in order: once this PING answers, the adapter's subscriptions are live.
    await sub.ping();
    return { pub, sub };
  } catch (err) {
    pub.disconnect();
    sub.disconnect();
    throw err;
  }
}

function group<K>(map: Map<K, ChangeNotice['changes']>, key: K, change: ChangeNotice['changes'][number]): void {
  const list = map.get(key);
  if (list) list.push(change);
  else map.set(key, [change]);
}

const closeEngine =
  (io: LiveServer) =>
  (err: unknown): never => {
    io.engine.close();
    throw err;
  };

async function quit(client: Redis | undefined): Promise<void> {
  if (!client || client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
