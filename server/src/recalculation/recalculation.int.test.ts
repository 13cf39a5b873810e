import { randomUUID } from 'node:crypto';
import {
  valuesStream,
  type ChangeRecordInput,
  type DataPoint,
  type RecalculationJobDto,
  type RecalculationRequestResult,
} from '@ftr/contracts';
import { runJob } from '@ftr/command-service/recalculation/runJob.ts';
import { checkpointWaiter } from '@ftr/projector/commandPort.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { PARAMETER_VALUES_COLLECTION, parameterValueDocId, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26, hour 4; BC2026 is the demo's active campaign at BA.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const OP = 'BC2026';
const A = 'ZR-A-V-1H';
const B = 'ZR-B-V-1H';
const S = 'ZR-S-V-1H'; // SIM: A - B (add/subtract)
const T = 'ZR-T-V-1H'; // SIM of a SIM: S * A (product)
const X = 'ZR-X-T-0D';
const D = 'ZR-D-T-0D'; // daily SIM: X + X' (sum) -> here just X

let server: TestServer;
const { call, ok, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', centralOffice: '' };

const rec = (
  CODE: string,
  FTR_HOUR: number,
  VALUE: number | null,
  ORIGINAL_VALUE: number | null = null,
  FTR_DATE = TODAY,
): ChangeRecordInput => ({
  TYPE: ORIGINAL_VALUE === null ? 'Insert' : VALUE === null ? 'Delete' : 'Update',
  CODE,
  FTR_DATE,
  FTR_HOUR,
  OPERATION: OP,
  AUDIT: false,
  VALUE,
  ORIGINAL_VALUE,
  VALID: true,
});
const submit = (...data: ChangeRecordInput[]) => ok('POST', '/data', t.supervisor, { submissionId: randomUUID(), data });
/** Waits until the recalculation reactor has handled the request at `position` (embedded: the job has run), then the projector. */
const settled = async (position: string) => {
  expect(await server.recalculation.reactor.waitFor(BigInt(position), 10_000)).toBe(true);
  await caughtUp();
};
const recalculate = async (from = TODAY) => {
  const { position } = await ok('POST', `/data/recalculate/${OP}?from=${from}`, t.supervisor);
  await settled(position);
  return position;
};
const points = async (code: string) =>
  (await ok<DataPoint[]>('GET', `/data/BA/${code}/${TODAY}/${TODAY}`, t.supervisor)).map((p) => [p.FTR_HOUR, p.PARAM_VALUE]);
const recalculatedEvents = async () =>
  (await server.infra.eventStore.readStream(valuesStream('BA', TODAY))).filter((e) => e.type === 'ParameterValuesRecalculated');

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  await listCodeParts(server, ['ZR-A-V-1H', 'ZR-B-V-1H', 'ZR-S-V-1H', 'ZR-T-V-1H', 'ZR-X-T-0D', 'ZR-D-T-0D', 'ZR-NONE-V-1H']);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.centralOffice = (await server.login('manager.co', 'CO')).token;
  const parameter = (CODE: string, extra: object = {}) =>
    ok('POST', '/parameter', t.supervisor, { CODE, HEADING1: CODE, PCAT_CODE: 'JUICE', ...extra });
  for (const code of [A, B, X]) await parameter(code);
  await parameter(S, { PTYP_CODE: 'SIM', SFNC_CODE: 'SEQSUM' });
  await parameter(T, { PTYP_CODE: 'SIM', SFNC_CODE: 'PRODUCT' });
  await parameter(D, { PTYP_CODE: 'SIM', SFNC_CODE: 'SUM' });
  const depend = (calculated: string, DEPENDENT: string, SEQUENCE: number) =>
    ok('POST', `/dependencies/${calculated}`, t.supervisor, { DEPENDENT, SEQUENCE });
  await depend(S, A, 1);
  await depend(S, B, -2);
  await depend(T, S, 1);
  await depend(T, A, 2);
  await depend(D, X, 1);
  // The jobs the dependency edits asked for have run too: the first test's values are computed by its own job.
  await server.settle();
});
afterAll(() => server.destroy());

describe('recalculation jobs', () => {
  it('computes SIM values after a submission by itself, cascading two levels, by the system with the job as source', async () => {
    const first = await submit(rec(A, 1, 10), rec(B, 1, 4));
    await submit(rec(X, 24, 7.5));
    await server.settle();
    expect(await points(S)).toEqual([[1, 6]]);
    expect(await points(T)).toEqual([[1, 60]]);
    expect(await points(D)).toEqual([[24, 7.5]]);
    const doc = await server.infra.readStore.get<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, parameterValueDocId('BA', T, TODAY));
    expect(doc?.HOURS['1']).toMatchObject({ value: 60, source: 'RECALCULATION', by: 'system', operation: OP });
    const event = (await recalculatedEvents()).find((e) => e.data.changes[0]?.code === S);
    const [cause] = await server.infra.eventStore.readAll(BigInt(first.position) - 2n, 1);
    expect(event?.data).toMatchObject({
      jobId: expect.stringMatching(/^recalc-BA-\d+$/),
      operation: OP,
      cause: `${cause?.stream ?? ''}@${cause?.revision ?? ''}`,
    });
    expect(event?.metadata).toMatchObject({ userId: 'system', causationId: (event?.data as { cause: string }).cause });
  });

  it('updates and removes calculated values when their inputs change or go; a requested job lists for its user', async () => {
    await submit(rec(A, 1, 12, 10));
    await server.settle();
    expect([await points(S), await points(T)]).toEqual([[[1, 8]], [[1, 96]]]);
    await submit(rec(B, 1, null, 4));
    await server.settle();
    expect([await points(S), await points(T)]).toEqual([[], []]);
    // the values already follow: a requested recalculation finds nothing to change
    await recalculate();
    const jobs = await ok<RecalculationJobDto[]>('GET', '/recalculation-jobs', t.supervisor);
    expect(jobs[0]).toMatchObject({
      STATUS: 'completed',
      OPERATION: OP,
      FROM: TODAY,
      CODE: null,
      CHANGED: 0,
      TOTAL: 1,
      DONE: 1,
      ERROR: null,
    });
    expect(await ok<RecalculationJobDto[]>('GET', '/recalculation-jobs', t.operator)).toEqual([]);
  });

  it('writes nothing new when a request is delivered again, or when nothing changed', async () => {
    await submit(rec(B, 1, 2));
    await server.settle();
    const position = await recalculate();
    const [request] = await server.infra.eventStore.readAll(BigInt(position) - 1n, 1);
    if (request?.type !== 'RecalculationRequested') throw new Error(`expected the request, got ${request?.type ?? 'nothing'}`);
    const before = await server.infra.eventStore.headPosition();
    const deps = {
      eventStore: server.infra.eventStore,
      readModels: createCommandReadModels(server.infra.readStore),
      clock: { now: () => NOW },
      waitForReadSide: checkpointWaiter(server.infra.readStore),
    };
    await runJob(deps, request);
    expect(await server.infra.eventStore.headPosition()).toBe(before);
    const valueEvents = (await recalculatedEvents()).length;
    await recalculate();
    expect((await recalculatedEvents()).length).toBe(valueEvents);
  });
});

describe('POST /recalculate (manual, real date and hour)', () => {
  const body = (extra: object = {}) => ({ code: S.toLowerCase(), date: '2026-11-25', hour: 9, operation: OP, ...extra });

  it('recalculates one code at one real hour (factory = real + 17 h) and its dependents, and reports the job', async () => {
    await submit(rec(A, 2, 5), rec(B, 2, 1), rec(A, 3, 9), rec(B, 3, 1));
    await server.settle();
    const result = await ok<RecalculationRequestResult>('POST', '/recalculate', t.supervisor, body());
    expect(result).toMatchObject({ message: 'Recalculation requested', jobId: expect.stringMatching(/^recalc-BA-\d+$/) });
    await settled(result.position);
    // Real 2026-11-25 09:00 is factory 2026-11-26 hour 2 (the values already followed the submission).
    expect(await points(S)).toEqual([
      [1, 10],
      [2, 4],
      [3, 8],
    ]);
    expect(await points(T)).toEqual([
      [1, 120],
      [2, 20],
      [3, 72],
    ]);
    const [job] = await ok<RecalculationJobDto[]>('GET', '/recalculation-jobs', t.supervisor);
    expect(job).toMatchObject({ JOB_ID: result.jobId, STATUS: 'completed', CODE: S, FTR_DATE: TODAY, FTR_HOUR: 2, CHANGED: 0 });
  });

  it('recalculates a daily value at real hour 7', async () => {
    await submit(rec(X, 24, 8, 7.5));
    await server.settle();
    const result = await ok<RecalculationRequestResult>('POST', '/recalculate', t.supervisor, body({ code: D, date: TODAY, hour: 7 }));
    await settled(result.position);
    expect(await points(D)).toEqual([[24, 8]]);
  });

  it.each([
    ['no code', { code: '  ' }, 'Code must be entered'],
    ['hour 0', { hour: 0 }, 'Hour must be a whole number from 1 to 24'],
    ['hour 25', { hour: 25 }, 'Hour must be a whole number from 1 to 24'],
    ['an impossible date', { date: '2026-02-30' }, 'Date must be YYYY-MM-DD'],
    ['an unknown code', { code: 'ZR-NONE-V-1H' }, 'Parameter ZR-NONE-V-1H does not exist at BA'],
    ['a measured code', { code: A }, `${A} is not a calculated (SIM) parameter`],
    ['a daily code away from hour 7', { code: D, hour: 8 }, `${D} is a daily value: daily values sit at hour 7`],
    ['an unknown operation', { operation: 'NOPE' }, 'Operation NOPE does not exist at BA'],
    ['a time outside the operation', { date: '2024-01-10' }, `That time is outside operation ${OP}`],
    ["the spring day's missing hour", { date: '2026-03-29', hour: 1 }, 'Hour 1 does not exist on 2026-03-29 (the clocks went forward)'],
  ])('refuses %s with a clear 400 and writes nothing', async (_name, extra, message) => {
    await refused('POST', '/recalculate', t.supervisor, body(extra), 400, message);
  });

  it('refuses users without RECALCULATE, the central office and anonymous callers', async () => {
    await refused('POST', '/recalculate', t.operator, body(), 403);
    await refused('POST', '/recalculate', t.centralOffice, body(), 403);
    await refused('POST', '/recalculate', undefined, body(), 401);
    expect((await call('GET', '/recalculation-jobs')).status).toBe(401);
  });
});
