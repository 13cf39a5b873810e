import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { LoginResult, OperationDto, WriteResult } from '@ftr/contracts';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@ftr/infra/testing/postgres.ts';
import { requireRedisOrSkip } from '@ftr/infra/testing/redis.ts';
import { killHard, spawnNode, startServerProcess, type NodeProcess } from '../testing/process.ts';

/**
 * The distributed topology on PostgreSQL and Redis: bootstrap, two projectors (one holds the lease row,
 * the other stands by), a command service and a query service, joined only by the database and Redis.
 * The projector holding the lease is killed: the other takes the lease (a higher epoch) and projects on.
 */
describeWithPostgres('distributed mode on PostgreSQL: services as separate processes', () => {
  const gate = requireRedisOrSkip('distributed processes on PostgreSQL');
  const dataDir = mkdtempSync(join(tmpdir(), 'ftr-pg-distributed-'));
  let database: TestDatabase | undefined;
  const running: NodeProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map(killHard));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const lease = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ owner: string; epoch: string }>(
        "SELECT owner, epoch::text AS epoch FROM ftr_leases WHERE name = 'projector:main'",
      );
      return rows[0];
    } finally {
      await client.end();
    }
  };

  gate.it(
    'writes through the command service, projects in the leased projector, reads from the query service; a standby projector takes over',
    async () => {
      database = await createTestDatabase();
      const env = {
        DATA_DIR: dataDir,
        POSTGRES_URL: database.url,
        REDIS_URL: gate.url,
        REDIS_NAMESPACE: `pg-distributed-${randomUUID()}`,
        AUTH_SECRET: 'pg-distributed-test-secret-0123456789abcdef',
        FTR_ADMIN_PASSWORD: 'Distributed-Admin-2026!',
        FTR_DEMO: '0',
      };
      const bootstrap = spawnNode('server/src/bootstrap.ts', env);
      expect({ code: await bootstrap.exited, output: bootstrap.output() }).toMatchObject({ code: 0 });
      expect(bootstrap.output()).toContain('Bootstrap done');

      const projectors = [spawnNode('server/src/services/projector.ts', env), spawnNode('server/src/services/projector.ts', env)];
      running.push(...projectors);
      const command = await startServerProcess(env, 'server/src/services/command.ts', 180_000);
      running.push(command);
      const query = await startServerProcess(env, 'server/src/services/query.ts', 180_000);
      running.push(query);

      const login = await fetch(`${command.url}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: env.FTR_ADMIN_PASSWORD, site: 'CA' }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as LoginResult;
      const create = async (code: string): Promise<WriteResult> => {
        const response = await fetch(`${command.url}/api/operation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-auth-token': token },
          body: JSON.stringify({ code, type: 'BC', startDate: '2030-09-01', endDate: '2031-01-31' }),
        });
        expect({ status: response.status, body: response.ok ? '' : await response.text() }).toEqual({ status: 200, body: '' });
        return (await response.json()) as WriteResult;
      };
      /** The operations the query service lists once `code` is among them (each read waits up to 2 s for `position`, then answers 503 while the projection lags). */
      const operationsWith = async (code: string, position: string): Promise<string[]> => {
        for (;;) {
          const response = await fetch(`${query.url}/api/operations`, { headers: { 'x-auth-token': token, 'x-min-position': position } });
          // While no projector holds the lease the read models lag: the query service says so (503 with
          // Retry-After) rather than answering stale, and the client asks again.
          if (response.status === 503) {
            expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
            await response.body?.cancel();
            continue;
          }
          expect(response.status).toBe(200);
          const codes = ((await response.json()) as OperationDto[]).map((operation) => operation.OPTN_CODE);
          if (codes.includes(code)) return codes;
        }
      };

      const first = await create('PGD1');
      expect(await operationsWith('PGD1', first.position)).toContain('PGD1');
      const held = await lease(database.url);
      expect(held?.owner).toMatch(/:\d+$/);
      const owner = projectors.find((projector) => held?.owner.endsWith(`:${projector.child.pid}`));
      if (!owner) throw new Error(`no projector process owns the lease ${JSON.stringify(held)}`);
      await killHard(owner);

      const second = await create('PGD2');
      // The standby takes the lease once it has lapsed (15 s), then projects from the checkpoint.
      expect(await operationsWith('PGD2', second.position)).toEqual(expect.arrayContaining(['PGD1', 'PGD2']));
      const taken = await lease(database.url);
      expect(taken?.owner).not.toBe(held?.owner);
      expect(BigInt(taken?.epoch ?? 0)).toBeGreaterThan(BigInt(held?.epoch ?? 0));
    },
    420_000,
  );
});
