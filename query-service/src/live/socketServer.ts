import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { CENTRAL_OFFICE, SITES, Site } from '@ftr/contracts';
import type { TokenClaims } from '@ftr/contracts';
import type { ChangeNotice, NoticeBus } from '@ftr/infra/notices/port.ts';

/** What a client receives: one site's or one user's share of a change notice (or the changes without either). */
export interface ChangePayload {
  position: string;
  changes: ChangeNotice['changes'];
}
export interface JoinAck {
  ok: boolean;
  error?: string;
}
export interface ServerToClientEvents {
  change(payload: ChangePayload): void;
}
export interface ClientToServerEvents {
  join(request: { room: string }, ack?: (result: JoinAck) => void): void;
}
export interface SocketData {
  claims: TokenClaims;
}
export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface LiveLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
export interface SocketServerOptions {
  verifyToken: (token: string) => Promise<TokenClaims | null>;
  noticeBus: NoticeBus;
  /** Distributed mode: attach the Redis adapter so io.to(room) reaches clients on every instance. */
  redisUrl?: string;
  logger?: LiveLogger;
}

export const siteRoom = (site: Site): string => `site:${site}`;
export const userRoom = (username: string): string => `user:${username}`;
const SCREEN_ID = /^[A-Za-z0-9_.-]{1,100}$/;

/** Which client-requested rooms a user may join (DESIGN §6): own-site rooms, every site for CO. */
export function authoriseRoom(claims: TokenClaims, room: unknown): JoinAck {
  if (typeof room !== 'string') return { ok: false, error: 'invalid room' };
  const [kind, site, id, ...rest] = room.split(':');
  const parsedSite = Site.safeParse(site);
  const wellFormed =
    parsedSite.success &&
    rest.length === 0 &&
    ((kind === 'site' && id === undefined) || (kind === 'screen' && id !== undefined && SCREEN_ID.test(id)));
  if (!wellFormed) return { ok: false, error: 'unknown room' };
  if (claims.site !== CENTRAL_OFFICE && parsedSite.data !== claims.site) return { ok: false, error: 'forbidden' };
  return { ok: true };
}

const expired = (claims: TokenClaims, now: number): boolean => claims.exp * 1000 <= now;

/** The query-service's Socket.IO server on '/socket.io' (DESIGN §2): rooms per site, screen and user. */
export async function attachSocketServer(
  httpServer: HttpServer,
  options: SocketServerOptions,
): Promise<{ io: LiveServer; close(): Promise<void> }> {
  const { verifyToken, noticeBus, redisUrl, logger } = options;
  const io: LiveServer = new Server(httpServer, { path: '/socket.io', serveClient: false });

  const redis = redisUrl ? await attachRedisAdapter(io, redisUrl, logger).catch(closeEngine(io)) : undefined;

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth['token'];
    if (typeof token !== 'string' || token === '') return next(new Error('unauthorized'));
    verifyToken(token).then(
      (claims) => {
        if (!claims || expired(claims, Date.now())) return next(new Error('unauthorized'));
        socket.data.claims = claims;
        next();
      },
      (err: unknown) => {
        logger?.warn({ err }, 'socket token verification failed');
        next(new Error('unauthorized'));
      },
    );
  });

  io.on('connection', (socket: LiveSocket) => {
    const { claims } = socket.data;
    const sites = claims.site === CENTRAL_OFFICE ? SITES : [claims.site];
    void socket.join([...sites.map(siteRoom), userRoom(claims.sub)]);
    socket.on('join', (request, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (expired(socket.data.claims, Date.now())) {
        socket.disconnect(true);
        return;
      }
      const room: unknown = typeof request === 'object' && request !== null ? request.room : undefined;
      const result = authoriseRoom(claims, room);
      if (result.ok && typeof room === 'string') void socket.join(room);
      else logger?.warn({ user: claims.sub, site: claims.site, room }, 'socket join refused');
      reply(result);
    });
  });

  const fanOut = (notice: ChangeNotice): void => {
    const now = Date.now();
    for (const socket of io.of('/').sockets.values()) {
      if (expired(socket.data.claims, now)) socket.disconnect(true);
    }
    const bySite = new Map<Site, ChangeNotice['changes']>();
    const byUser = new Map<string, ChangeNotice['changes']>();
    const everyone: ChangeNotice['changes'] = [];
    for (const change of notice.changes) {
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
  const unsubscribe = await noticeBus.subscribe(fanOut).catch(async (err: unknown) => {
    await Promise.all([quit(redis?.pub), quit(redis?.sub)]);
    return closeEngine(io)(err);
  });
  logger?.info({ path: '/socket.io', redisAdapter: Boolean(redisUrl) }, 'socket server attached');

  return {
    io,
    async close() {
      await unsubscribe();
      // Not io.close(): that would also close the http server, which belongs to the caller.
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine.close();
      await Promise.all([quit(redis?.pub), quit(redis?.sub)]);
    },
  };
}

async function attachRedisAdapter(io: LiveServer, url: string, logger: LiveLogger | undefined) {
  const pub = new Redis(url, { connectionName: 'ftr-socketio-pub' });
  const sub = pub.duplicate({ connectionName: 'ftr-socketio-sub' });
  for (const client of [pub, sub]) {
    client.on('error', (err: Error) => logger?.warn({ err }, 'socket.io redis adapter connection error'));
  }
  try {
    io.adapter(createAdapter(pub, sub));
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
  if (client.status !== 'ready') return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}
