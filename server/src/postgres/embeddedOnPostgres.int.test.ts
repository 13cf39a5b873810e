import { randomUUID } from 'node:crypto';
import type { DataRow, ScreenWriteResult, SubmitDataResult, WriteResult } from '@ftr/contracts';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@ftr/infra/testing/postgres.ts';
import { verifyReadModels } from '@ftr/projector/integrity/verify.ts';
import { projections } from '@ftr/projector/projections.ts';
import { changeRecord } from '../testing/values.ts';
import { startPgServer, type PgTestServer } from './pgServer.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26, hour 4; BC2026 is the demo's active campaign at BA.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const OP = 'BC2026';
const CODE = 'ZT-PGTEMP-V-1H';

describeWithPostgres('the whole product on PostgreSQL (event log and read models)', () => {
  let database: TestDatabase;
  let server: PgTestServer;
  let token = '';
  let screen = 0;

  const ok = async <T = WriteResult>(method: 'GET' | 'POST', url: string, body?: unknown, after?: string): Promise<T> => {
    const response = await server.call(method, url, token, body, after);
    expect({ url, status: response.status, body: response.status === 200 ? '' : response.body }).toEqual({ url, status: 200, body: '' });
    return JSON.parse(response.body) as T;
  };
  const rows = async (after: string) => ok<DataRow[]>('GET', `/data-screen/hourly-data-ds/${OP}/${screen}/${TODAY}/NOW`, undefined, after);

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startPgServer(database.url, { now: NOW, demoDays: 1 });
    token = await server.login('supervisor.ba', 'BA');
  }, 240_000);
  afterAll(async () => {
    await server.close(true);
    await database.drop();
  }, 60_000);

  it('boots the demo plant into PostgreSQL and reports the PostgreSQL modes', async () => {
    expect(server.infra.modes).toMatchObject({ eventStore: 'postgres', readStore: 'postgres' });
    const operations = await ok<{ OPTN_CODE: string }[]>('GET', '/operations');
    expect(operations.map((operation) => operation.OPTN_CODE)).toContain(OP);
  });

  it('signs in, submits data values, reads them back, and a resubmission writes nothing', async () => {
    await listCodeParts(server, [CODE]);
    await ok('POST', '/parameter', { CODE, HEADING1: 'PG temperature', PCAT_CODE: 'JUICE', UPPER_ABS_LIMIT: 120, LOWER_ABS_LIMIT: 0 });
    const created = await ok<ScreenWriteResult>('POST', '/data-screen', {
      DESCRIPTION: 'PG juice',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 2,
      AREA: 'A',
    });
    screen = created.ID;
    const member = await ok('POST', `/data-screen-member/${screen}/${CODE}`);
    await rows(member.position);
    const submission = { submissionId: randomUUID(), data: [changeRecord(OP, CODE, TODAY, 1, 71.5), changeRecord(OP, CODE, TODAY, 3, 72)] };
    const result = await ok<SubmitDataResult>('POST', '/data', submission);
    expect(result).toMatchObject({ message: 'Data Submitted', duplicate: false });
    expect((await rows(result.position)).map((row) => [row.FTR_HOUR, row[CODE]])).toEqual([
      [1, 71.5],
      [2, null],
      [3, 72],
      [4, null],
    ]);
    const head = await server.infra.eventStore.headPosition();
    expect(await ok<SubmitDataResult>('POST', '/data', submission)).toMatchObject({ duplicate: true, position: result.position });
    expect(await server.infra.eventStore.headPosition()).toBe(head);
  });

  it('refolds the log to exactly the stored read models (the integrity check)', async () => {
    await server.settle();
    const report = await verifyReadModels({ ...server.infra, projections });
    expect(report).toMatchObject({ ok: true, totals: { missing: 0, extra: 0, different: 0 } });
    expect(report.totals.checked).toBeGreaterThan(100);
  });

  it('keeps everything across a restart and projects on from its checkpoint', async () => {
    const head = await server.infra.eventStore.headPosition();
    const dataDir = server.settings.dataDir;
    await server.close();
    server = await startPgServer(database.url, { now: NOW, dataDir });
    expect(await server.infra.eventStore.headPosition()).toBe(head); // no second seed
    token = await server.login('supervisor.ba', 'BA');
    expect((await rows(String(head))).map((row) => row[CODE])).toEqual([71.5, null, 72, null]);
    const after = await ok<SubmitDataResult>('POST', '/data', { submissionId: randomUUID(), data: [changeRecord(OP, CODE, TODAY, 2, 70)] });
    expect((await rows(after.position)).map((row) => row[CODE])).toEqual([71.5, 70, 72, null]);
  }, 120_000);
});
