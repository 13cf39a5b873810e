import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { io } from 'socket.io-client';
import { addDays, factoryToday, type ChangeNotice, type LoginResult, type OperationDto, type WriteResult } from '@ftr/contracts';
import { requireRedisOrSkip } from '@ftr/infra/testing/redis.ts';
import { killHard, spawnNode, startServerProcess, type NodeProcess } from '../testing/process.ts';
import { lookupsOf } from '../testing/lookupFixtures.ts';

/**
 * The distributed topology as separate processes: bootstrap, command service, projector, query
 * service and export worker, joined only by their stores and Redis (notices, queues). EventStoreDB and MongoDB need Docker, so
 * the event log and read models here are one SQLite file shared across processes; their adapters
 * have their own contract suites.
 */
describe('distributed mode: services as separate processes', () => {
  const gate = requireRedisOrSkip('distributed processes');
  const dataDir = mkdtempSync(join(tmpdir(), 'ftr-distributed-'));
  const channelEnv = {
    DATA_DIR: dataDir,
    REDIS_URL: gate.url,
    // Its own keys, channels and queues in the shared Redis: nothing seen from, or left for, other runs.
    REDIS_NAMESPACE: `distributed-test-${randomUUID()}`,
    AUTH_SECRET: 'distributed-test-secret-0123456789abcdef',
    FTR_ADMIN_PASSWORD: 'Distributed-Admin-2026!',
    FTR_DEMO: '0',
  };
  const running: NodeProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map(killHard));
    rmSync(dataDir, { recursive: true, force: true });
  });

  gate.it(
    'writes through the command service, projects in the projector, reads and pushes from the query service, exports on the export worker',
    async () => {
      const bootstrap = spawnNode('server/src/bootstrap.ts', channelEnv);
      expect(await bootstrap.exited).toBe(0);
      expect(bootstrap.output()).toContain('Bootstrap done');

      const projector = spawnNode('server/src/services/projector.ts', channelEnv);
      running.push(projector);
      const command = await startServerProcess(channelEnv, 'server/src/services/command.ts');
      running.push(command);
      const query = await startServerProcess(channelEnv, 'server/src/services/query.ts');
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

      // Exports: the query service enqueues on BullMQ, a separate export worker process runs the job.
      const exportWorker = spawnNode('server/src/services/exportWorker.ts', channelEnv);
      running.push(exportWorker);
      const write = async (url: string, body: object): Promise<WriteResult> => {
        const response = await fetch(`${command.url}/api${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-auth-token': token },
          body: JSON.stringify(body),
        });
        expect({ url, status: response.status, body: response.status === 200 ? '' : await response.text() }).toEqual({
          url,
          status: 200,
          body: '',
        });
        return (await response.json()) as WriteResult;
      };
      /** Reads `url` from the query service (after `position`) until `done` holds: waits on state. */
      const until = async (url: string, position: string, done: (r: Response) => boolean | Promise<boolean>) => {
        const read = () => fetch(`${query.url}${url}`, { headers: { 'x-auth-token': token, 'x-min-position': position } });
        while (!(await done(await read()))) await new Promise((resolve) => setImmediate(resolve));
      };
      const today = factoryToday(new Date());
      const day = addDays(today, -1);
      await write('/operation', { code: 'DIST2', type: 'BC', startDate: addDays(today, -30), endDate: addDays(today, 30) });
      for (const { name, code, description } of lookupsOf(['DX-EX-V-1H'])) await write(`/lookups/${name}`, { code, description });
      const parameter = await write('/parameter', { CODE: 'DX-EX-V-1H', HEADING1: 'Exported', PCAT_CODE: 'JUICE' });
      // A submission waits for its week stream only: the parameter must be in the read models first.
      await until(`/api/parameter/CA/DX-EX-V-1H`, parameter.position, (r) => r.ok);
      const value = {
        TYPE: 'Insert',
        CODE: 'DX-EX-V-1H',
        FTR_DATE: day,
        FTR_HOUR: 5,
        OPERATION: 'DIST2',
        AUDIT: false,
        VALUE: 42.5,
        ORIGINAL_VALUE: null,
        VALID: true,
      };
      await write('/data', { submissionId: randomUUID(), data: [value] });
      const grabber = (await write('/grabber', { name: 'Distributed export' })) as WriteResult & { ID: number };
      const last = await write('/report-parameters', { REPT_ID: grabber.ID, CODE: 'DX-EX-V-1H', SITE: 'CA' });
      // Only GETs wait for x-min-position: the grabber's column and value must be read before its export.
      await until(
        `/api/stored-grabber/${grabber.ID}/${day}/${day}`,
        last.position,
        async (r) => r.ok && JSON.stringify(await r.json()).includes('42.5'),
      );
      const exported = await fetch(`${query.url}/api/stored-grabber/export/${grabber.ID}/${day}/${day}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-auth-token': token,
          'x-export-id': 'distributed-1',
        },
        body: JSON.stringify({ filename: 'Across processes' }),
      });
      expect({ status: exported.status, body: exported.ok ? '' : await exported.text() }).toEqual({ status: 200, body: '' });
      expect(exported.headers.get('content-disposition')).toBe('attachment; filename="Across processes.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await exported.arrayBuffer());
      const sheet = book.worksheets[0]!;
      expect(sheet.rowCount).toBe(4 + 24 + 1); // and the summary row
      expect(sheet.getRow(4 + 5).getCell(5).value).toBe(42.5);
    },
    240_000,
  );
});
