import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_HEADER, MIN_POSITION_HEADER, type LoginResult, type Site } from '@ftr/contracts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { startEmbedded, type EmbeddedServer } from '../app.ts';
import { obliterateQueues, type TestQueues } from './queues.ts';
import { copyTemplate, saveTemplate, templateName } from './templates.ts';

export const ADMIN_PASSWORD = 'Admin-Password-2026!';
export const DEMO_PASSWORD = 'Demo-Password-2026!';
/** Demo values in test servers: two factory days (yesterday and the day before), unless a test asks. */
export const TEST_DEMO_DAYS = 2;

export interface TestServer extends EmbeddedServer {
  dataDir: string;
  login(username: string, site: Site, password?: string): Promise<LoginResult>;
  request(options: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    token?: string;
    body?: unknown;
    after?: string;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- a typed view of a test answer, as Fastify's inject().json<T>()
  }): Promise<{ status: number; body: string; json<T = unknown>(): T }>;
  /** The mails written to DATA_DIR/outbox so far, oldest first (the embedded mailer). */
  outbox(): OutboxMail[];
  /** Waits until the background followers (CCF manager, recalculation, notifier, projector) have reached the head of the log. */
  settle(): Promise<void>;
  destroy(): Promise<void>;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

const readOutbox = (folder: string): OutboxMail[] =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .map((name) => {
          const [head = '', ...body] = readFileSync(join(folder, name), 'utf8').split('\r\n\r\n');
          const header = (key: string) =>
            head
              .split('\r\n')
              .find((line) => line.startsWith(`${key}: `))
              ?.slice(key.length + 2) ?? '';
          return { to: header('To'), subject: header('Subject'), text: body.join('\r\n\r\n').replace(/\r\n/g, '\n') };
        })
    : [];

/**
 * Waits for the work the boot started in the background (the demo's recalculation requests and what the
 * projector makes of their results), so a test starts from a log that no longer moves on its own.
 */
const settle = async (server: EmbeddedServer) => {
  const followers = [server.ccfManager, server.recalculation.reactor, server.notifier, server.projector];
  followers.push(server.spcMonitor, server.spcNotifier);
  let head = await server.infra.eventStore.headPosition();
  while (head !== undefined) {
    const target = head;
    const reached = await Promise.all(followers.map((f) => f.waitFor(target, 60_000)));
    if (reached.includes(false)) throw new Error('test server: the work the boot started did not settle in 60 s');
    head = await server.infra.eventStore.headPosition();
    if (head === target) return;
  }
};

/** A real embedded server on a temp data folder, port 0, demo plant loaded (with TEST_DEMO_DAYS of values), with a fixed clock. */
export const startTestServer = async (
  options: {
    now?: Date;
    clock?: { now(): Date };
    uiDist?: string;
    demo?: boolean;
    /** Factory days of demo values (default TEST_DEMO_DAYS, kept small so servers start fast; 0: none). */
    demoDays?: number;
    signInFailuresPerHour?: number;
    /** How long an export runs before its progress is sent (default 2 s). */
    exportProgressAfterMs?: number;
    /** REDIS_URL and the server's own queues: recalculation, exports and schedule sweeps go through BullMQ (removed on destroy). */
    redis?: { url: string; queues: TestQueues };
    /** The event log's group commit (default: as the server, on unless SQLITE_GROUP_COMMIT=0). */
    sqliteGroupCommit?: boolean;
  } = {},
): Promise<TestServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ftr-test-'));
  const now = options.now;
  const clock = options.clock ?? (now ? { now: () => now } : undefined);
  const demo = options.demo ?? true;
  const demoDays = options.demoDays ?? TEST_DEMO_DAYS;
  // A store seeded the same way earlier in this jest run is copied rather than seeded again (templates.ts).
  const template = templateName({
    demo,
    demoDays,
    ...(now ? { now } : {}),
    unshareable: options.clock !== undefined || options.redis !== undefined,
  });
  const fromTemplate = template !== undefined && copyTemplate(template, dataDir);
  const server = await startEmbedded({
    settings: {
      ...readSettings({}),
      dataDir,
      port: 0,
      host: '127.0.0.1',
      adminPassword: ADMIN_PASSWORD,
      demo,
      demoPassword: DEMO_PASSWORD,
      demoDays,
      redisUrl: options.redis?.url,
      sqliteGroupCommit: options.sqliteGroupCommit ?? process.env['SQLITE_GROUP_COMMIT'] !== '0',
      ...(options.redis ? { redisNamespace: options.redis.queues.redisNamespace } : {}),
    },
    ...options.redis?.queues,
    ...(options.exportProgressAfterMs === undefined ? {} : { exportProgressAfterMs: options.exportProgressAfterMs }),
    uiDist: options.uiDist ?? join(dataDir, 'no-ui'),
    logger: false,
    loginRateLimitPerMinute: 10_000,
    // Tests run due schedules with scheduler.runDue(): a timer's sweep in between would take their runs.
    scheduleIntervalMs: 24 * 3_600_000,
    dueEscalationIntervalMs: 0,
    ...(clock ? { clock } : {}),
    ...(options.signInFailuresPerHour ? { signInFailuresPerHour: options.signInFailuresPerHour } : {}),
  });
  await settle(server);
  if (template !== undefined && !fromTemplate) saveTemplate(template, dataDir);
  const request: TestServer['request'] = async ({ method, url, token, body, after }) => {
    const response = await server.app.inject({
      method,
      url,
      headers: { ...(token ? { [AUTH_HEADER]: token } : {}), ...(after ? { [MIN_POSITION_HEADER]: after } : {}) },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as above
    return { status: response.statusCode, body: response.body, json: <T>() => response.json<T>() };
  };
  return {
    ...server,
    dataDir,
    request,
    async login(username, site, password) {
      const pw = password ?? (username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);
      const response = await request({ method: 'POST', url: '/api/auth', body: { username, password: pw, site } });
      if (response.status !== 200) throw new Error(`login ${username}@${site}: ${response.status} ${response.body}`);
      return response.json<LoginResult>();
    },
    outbox: () => readOutbox(join(dataDir, 'outbox')),
    settle: () => settle(server),
    async destroy() {
      await server.close();
      if (options.redis) await obliterateQueues(options.redis.url, options.redis.queues);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
