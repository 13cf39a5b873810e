import { randomUUID } from 'node:crypto';
import { addDays, constantStream, dailyValueHour, recalcStream, type ChangeRecordInput, type DataPoint } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26; BC2026 is the demo's active campaign at BA.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const DATES = [addDays(TODAY, -2), addDays(TODAY, -1), TODAY];
const OP = 'BC2026';
const K = 'ZQ-K-V-0C'; // constant, 2
const X = 'ZQ-X-T-0D'; // daily reading
const D = 'ZQ-D-T-0D'; // daily calculation: X * K

let server: TestServer;
const { ok, read, caughtUp } = httpHelpers(() => server);
let supervisor = '';

const rec = (FTR_DATE: string, VALUE: number): ChangeRecordInput => ({
  TYPE: 'Insert',
  CODE: X,
  FTR_DATE,
  FTR_HOUR: dailyValueHour(FTR_DATE),
  OPERATION: OP,
  AUDIT: false,
  VALUE,
  ORIGINAL_VALUE: null,
  VALID: true,
});
const calculated = async () =>
  (await read<DataPoint[]>(`/data/BA/${D}/${DATES[0]}/${TODAY}`, supervisor)).map((p) => [p.PARAM_DATE, p.PARAM_VALUE]);

/** The recalculations the system asked for at BA, in order. */
const systemRequests = async () =>
  (await server.infra.eventStore.readStream(recalcStream('BA')))
    .flatMap((e) => (e.type === 'RecalculationRequested' ? [e.data] : []))
    .filter((data) => data.requestedBy === 'system');

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  await listCodeParts(server, ['ZQ-K-V-0C', 'ZQ-X-T-0D', 'ZQ-D-T-0D', 'ZQ-L-V-0C']);
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  const parameter = (CODE: string, extra: object = {}) =>
    ok('POST', '/parameter', supervisor, { CODE, HEADING1: CODE, PCAT_CODE: 'KPI', ...extra });
  await parameter(K, { PTYP_CODE: 'CON', CONSTANT_VALUE: 2 });
  await parameter(X);
  await parameter(D, { PTYP_CODE: 'SIM', SFNC_CODE: 'PRODUCT' });
  await ok('POST', `/dependencies/${D}`, supervisor, { DEPENDENT: X, SEQUENCE: 1 });
  await ok('POST', `/dependencies/${D}`, supervisor, { DEPENDENT: K, SEQUENCE: 2 });
  await caughtUp();
  await ok('POST', '/data', supervisor, { submissionId: randomUUID(), data: DATES.map((date) => rec(date, 10)) });
  await ok('POST', `/data/recalculate/${OP}?from=${DATES[0]}`, supervisor);
  await server.settle();
});
afterAll(() => server.destroy());

describe('a constant change recalculates its dependents', () => {
  it('from the change onward, and not before, through a recalculation the system asks for', async () => {
    expect(await calculated()).toEqual([
      [DATES[0], 20],
      [DATES[1], 20],
      [TODAY, 20],
    ]);
    await ok('PATCH', `/constants/${K}`, supervisor, { Value: 3, EffectiveFrom: DATES[1], Reason: 'Corrected from yesterday' });
    await server.settle();
    expect(await calculated()).toEqual([
      [DATES[0], 20],
      [DATES[1], 30],
      [TODAY, 30],
    ]);
    const [changed] = (await server.infra.eventStore.readStream(constantStream(K))).slice(-1);
    const request = (await systemRequests()).at(-1);
    expect(request).toMatchObject({
      requestedBy: 'system',
      operation: OP,
      from: DATES[1],
      codes: [K],
      cause: `${changed?.stream ?? ''}@${changed?.revision ?? ''}`,
    });
  });

  it('requests nothing for a constant no calculation uses', async () => {
    await ok('POST', '/parameter', supervisor, {
      CODE: 'ZQ-L-V-0C',
      HEADING1: 'Lonely',
      PCAT_CODE: 'KPI',
      PTYP_CODE: 'CON',
      CONSTANT_VALUE: 1,
    });
    await server.settle();
    const before = await systemRequests();
    await ok('PATCH', '/constants/ZQ-L-V-0C', supervisor, { Value: 4 });
    await server.settle();
    expect(await systemRequests()).toEqual(before);
  });
});
