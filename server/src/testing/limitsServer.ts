import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredEvent } from '@ftr/contracts';
import { createUser } from '@ftr/command-service/users/createUser.ts';
import { readSettings, type TrustProxy } from '@ftr/infra/config/env.ts';
import { startEmbedded, type EmbeddedOptions, type EmbeddedServer } from '../app.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './embedded.ts';
import { obliterateQueues, testQueues } from './queues.ts';

/** A small embedded server (no demo) whose sign-in and mail limits a test chooses, reached from any client address. */
export interface LimitsServer extends EmbeddedServer {
  dataDir: string;
  call(
    method: 'GET' | 'POST',
    url: string,
    options?: { body?: object; ip?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: string }>;
  signIn(username: string, password: string, ip: string): Promise<{ status: number; body: string }>;
  /** Mails written to DATA_DIR/outbox so far. */
  mails(): number;
  stream(name: string): Promise<StoredEvent[]>;
  /** Creates active users at BA with these emails (password DEMO_PASSWORD). */
  addUsers(...usernames: string[]): Promise<void>;
  destroy(): Promise<void>;
}

export const startLimitsServer = async (
  options: Pick<EmbeddedOptions, 'limits' | 'loginRateLimitPerMinute' | 'signInFailuresPerHour' | 'clock'> & {
    trustProxy?: TrustProxy;
    redisUrl?: string;
    /** Replicas that share their limits in Redis share this (each server has its own otherwise). */
    redisNamespace?: string;
    dataDir?: string;
  } = {},
): Promise<LimitsServer> => {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ftr-limits-'));
  const { trustProxy = false, redisUrl, redisNamespace, dataDir: _ignored, ...rest } = options;
  const queues = testQueues('limits-test');
  const server = await startEmbedded({
    ...rest,
    settings: {
      ...readSettings({}),
      dataDir,
      port: 0,
      host: '127.0.0.1',
      adminPassword: ADMIN_PASSWORD,
      demo: false,
      demoDays: 0,
      trustProxy,
      redisUrl,
      redisNamespace: redisNamespace ?? queues.redisNamespace,
      authSecret: undefined,
    },
    uiDist: join(dataDir, 'no-ui'),
    logger: false,
    ...queues,
  });
  const call: LimitsServer['call'] = async (method, url, { body, ip, headers } = {}) => {
    const response = await server.app.inject({
      method,
      url: `/api${url}`,
      ...(ip ? { remoteAddress: ip } : {}),
      ...(headers ? { headers } : {}),
      ...(body ? { payload: body } : {}),
    });
    return { status: response.statusCode, body: response.body };
  };
  const outbox = join(dataDir, 'outbox');
  return {
    ...server,
    dataDir,
    call,
    signIn: (username, password, ip) => call('POST', '/auth', { body: { username, password, site: 'BA' }, ip }),
    mails: () => (existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')).length : 0),
    stream: (name) => server.infra.eventStore.readStream(name),
    async addUsers(...usernames) {
      const deps = {
        eventStore: server.infra.eventStore,
        tokens: { sign: () => Promise.reject(new Error('unused')), verify: async () => null },
        clock: { now: () => new Date() },
      };
      for (const username of usernames) {
        const person = {
          firstName: 'Pat',
          lastName: 'Tester',
          readAccess: 1,
          writeAccess: 1,
          password: DEMO_PASSWORD,
          sites: ['BA' as const],
          flags: [],
        };
        await createUser(deps, { ...person, username, email: `${username}@example.com` });
      }
      await server.projector.waitFor((await server.infra.eventStore.headPosition()) ?? 0n, 5_000);
    },
    async destroy() {
      await server.close();
      if (redisUrl) await obliterateQueues(redisUrl, queues);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
