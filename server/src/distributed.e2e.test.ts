import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import type { ChangeNotice, LoginResult, OperationDto, WriteResult } from '@ftr/contracts';
import { requireRedisOrSkip } from '@ftr/infra/testing/redis.ts';
import { killHard, spawnNode, startServerProcess, type NodeProcess } from './testing/process.ts';

/**
 * The distributed topology as separate processes: bootstrap, command service, projector and query
 * service, joined only by their stores and Redis (notices). EventStoreDB and MongoDB need Docker, so
 * the event log and read models here are one SQLite file shared across processes; their adapters
 * have their own contract suites.
 */
describe('distributed mode: services as separate processes', () => {
  const gate = requireRedisOrSkip('distributed processes');
  const dataDir = mkdtempSync(join(tmpdir(), 'ftr-distributed-'));
  const channelEnv = {
    DATA_DIR: dataDir,
    REDIS_URL: gate.url,
    AUTH_SECRET: 'distributed-test-secret-0123456789abcdef',
    FTR_ADMIN_PASSWORD: 'Distributed-Admin-2026!',
    FTR_DEMO: '0',
  };
  const running: NodeProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map(killHard));
    rmSync(dataDir, { recursive: true, force: true });
  });

  gate.it('writes through the command service, projects in the projector, reads and pushes from the query service', async () => {
    const bootstrap = spawnNode('server/src/bootstrap.ts', channelEnv);
    expect(await bootstrap.exited).toBe(0);
    expect(bootstrap.output()).toContain('Bootstrap done');

    const projector = spawnNode('projector/src/main.ts', channelEnv);
    running.push(projector);
    const command = await startServerProcess(channelEnv, 'command-service/src/main.ts');
    running.push(command);
    const query = await startServerProcess(channelEnv, 'query-service/src/main.ts');
    running.push(query);

    const login = await fetch(`${command.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: channelEnv.FTR_ADMIN_PASSWORD, site: 'CA' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as LoginResult;

    // The query service does not own writes, nor the command service reads.
    expect((await fetch(`${query.url}/api/operation`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${command.url}/api/operations`, { headers: { 'x-auth-token': token } })).status).toBe(404);

    const socket = io(query.url, { auth: { token }, transports: ['websocket'] });
    const pushed = new Promise<ChangeNotice>((resolve) =>
      socket.on('change', (notice: ChangeNotice) => {
        if (notice.changes.some((c) => c.id === 'CA_DIST1')) resolve(notice);
      }),
    );
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });

    const created = await fetch(`${command.url}/api/operation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ code: 'DIST1', type: 'BC', startDate: '2030-09-01', endDate: '2031-01-31' }),
    });
    expect(created.status).toBe(200);
    const { position } = (await created.json()) as WriteResult;

    const notice = await pushed;
    expect(BigInt(notice.position)).toBeGreaterThanOrEqual(BigInt(position));
    const list = await fetch(`${query.url}/api/operations`, { headers: { 'x-auth-token': token, 'x-min-position': position } });
    expect(((await list.json()) as OperationDto[]).map((o) => o.OPTN_CODE)).toContain('DIST1');
    socket.close();
  }, 90_000);
});
