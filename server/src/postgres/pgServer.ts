import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_HEADER, MIN_POSITION_HEADER, type LoginResult, type Site } from '@ftr/contracts';
import { readSettings, type Settings } from '@ftr/infra/config/env.ts';
import { startEmbedded, type EmbeddedServer } from '../app.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../testing/embedded.ts';

/** An embedded server (every role in one process) on PostgreSQL stores: the test's own database, a temp data folder. */
export interface PgTestServer extends EmbeddedServer {
  settings: Settings;
  login(username: string, site: Site): Promise<string>;
  call(method: 'GET' | 'POST', url: string, token: string, body?: unknown, after?: string): Promise<{ status: number; body: string }>;
  /** Waits until the projector and the reactors have reached the head of the log. */
  settle(): Promise<void>;
  /** Closes the server; the data folder stays unless `remove`. */
  close(remove?: boolean): Promise<void>;
}

export const pgSettings = (postgresUrl: string, dataDir: string, demoDays: number): Settings => ({
  ...readSettings({}),
  dataDir,
  port: 0,
  host: '127.0.0.1',
  postgresUrl,
  eventStore: 'postgres',
  readStore: 'postgres',
  adminPassword: ADMIN_PASSWORD,
  demoPassword: DEMO_PASSWORD,
  demo: true,
  demoDays,
});

export const startPgServer = async (
  postgresUrl: string,
  options: { now?: Date; demoDays?: number; dataDir?: string } = {},
): Promise<PgTestServer> => {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ftr-pg-'));
  const settings = pgSettings(postgresUrl, dataDir, options.demoDays ?? 1);
  const { now } = options;
  const server = await startEmbedded({
    settings,
    uiDist: join(dataDir, 'no-ui'),
    logger: false,
    loginRateLimitPerMinute: 10_000,
    scheduleIntervalMs: 24 * 3_600_000,
    ...(now ? { clock: { now: () => now } } : {}),
  });
  const settle = async () => {
    const followers = [server.ccfManager, server.recalculation.reactor, server.notifier, server.projector];
    for (;;) {
      const head = await server.infra.eventStore.headPosition();
      if (head === undefined) return;
      const reached = await Promise.all(followers.map((follower) => follower.waitFor(head, 60_000)));
      if (reached.includes(false)) throw new Error('PostgreSQL test server: the followers did not reach the head in 60 s');
      if ((await server.infra.eventStore.headPosition()) === head) return;
    }
  };
  await settle();
  const call: PgTestServer['call'] = async (method, url, token, body, after) => {
    const response = await server.app.inject({
      method,
      url: `/api${url}`,
      headers: { [AUTH_HEADER]: token, ...(after ? { [MIN_POSITION_HEADER]: after } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.body };
  };
  return {
    ...server,
    settings,
    call,
    settle,
    async login(username, site) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { username, password: username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD, site },
      });
      if (response.statusCode !== 200) throw new Error(`login ${username}@${site}: ${response.statusCode} ${response.body}`);
      return response.json<LoginResult>().token;
    },
    async close(remove = false) {
      await server.close();
      if (remove) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
