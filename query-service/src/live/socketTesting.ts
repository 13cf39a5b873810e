// Test helpers for the socket server's tests: a token verifier double, an instance on a random port,
// and clients that wait on state (connected, refused, disconnected, a position received) instead of sleeping.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { io as connectClient } from 'socket.io-client';
import type { Socket as ClientSocket } from 'socket.io-client';
import { SITE_NAMES, SITES, isCentralOffice } from '@ftr/contracts';
import type { Flag, Site, TokenClaims } from '@ftr/contracts';
import { createSqliteReadStore } from '@ftr/infra/readstore/sqlite.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { attachSocketServer } from './socketServer.ts';
import type { ChangePayload, ClientToServerEvents, ServerToClientEvents, SocketServerOptions } from './socketServer.ts';

export type Client = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

export const claimsFor = (sub: string, site: Site, flags: Flag[] = []): TokenClaims => {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub,
    sid: `sid-${randomUUID()}`,
    site,
    longSite: SITE_NAMES[site],
    firstName: sub,
    fullName: sub,
    flags,
    // A head-office account of the demo holds every site; a factory account its own.
    sites: isCentralOffice(site) ? [...SITES] : [site],
    exp: now + 3600,
    iat: now,
  };
};

/** Test double of the injected token verifier: issued token strings map to claims until revoked. */
export function tokens() {
  const byToken = new Map<string, TokenClaims>();
  return {
    verifyToken: (token: string) => Promise.resolve(byToken.get(token) ?? null),
    issue(sub: string, site: Site, flags: Flag[] = []): { token: string; claims: TokenClaims } {
      const token = `token-${sub}-${randomUUID()}`;
      const claims = claimsFor(sub, site, flags);
      byToken.set(token, claims);
      return { token, claims };
    },
    /** The session ends (as logout, archive or a revocation would make the real verifier answer). */
    revoke(token: string): void {
      byToken.delete(token);
    },
  };
}

/** An empty in-memory read store (the users read model the guard re-reads). */
export const memoryReadStore = (): ReadStore => createSqliteReadStore(new DatabaseSync(':memory:'));

export async function startInstance(options: Omit<SocketServerOptions, 'readStore'> & { readStore?: ReadStore }) {
  const http = createServer();
  const live = await attachSocketServer(http, { ...options, readStore: options.readStore ?? memoryReadStore() });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const clients: Client[] = [];
  return {
    io: live.io,
    connect(token?: string): Client {
      const client: Client = connectClient(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        auth: token === undefined ? {} : { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      clients.push(client);
      return client;
    },
    async close() {
      for (const c of clients) c.disconnect();
      await live.close();
      await new Promise<void>((resolve, reject) => http.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

export const connected = (client: Client): Promise<void> =>
  new Promise((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
export const refused = (client: Client): Promise<Error> =>
  new Promise((resolve, reject) => {
    client.once('connect', () => reject(new Error('connected but should have been refused')));
    client.once('connect_error', resolve);
  });
/** Resolves with the reason once the client is disconnected. */
export const disconnection = (client: Client): Promise<string> => new Promise((resolve) => client.once('disconnect', resolve));

/** Records 'change' payloads so tests wait for a position instead of sleeping. */
export function inbox(client: Client) {
  const received: ChangePayload[] = [];
  const waiters: { position: string; resolve: () => void }[] = [];
  client.on('change', (payload) => {
    received.push(payload);
    for (const w of waiters.filter((x) => x.position === payload.position)) w.resolve();
  });
  return {
    received,
    positions: () => received.map((p) => p.position),
    until: (position: string): Promise<void> =>
      received.some((p) => p.position === position) ? Promise.resolve() : new Promise((resolve) => waiters.push({ position, resolve })),
  };
}
