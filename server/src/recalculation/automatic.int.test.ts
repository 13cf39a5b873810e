import { randomUUID } from 'node:crypto';
import type { AuditTrailPage, ChangeRecordInput, CcfView, DataPoint } from '@ftr/contracts';
import { createTestCcfSettings } from '../testing/ccfSettingsFixtures.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// No test here asks for a recalculation: every calculated value follows its input on the server alone.
// 12:30 GMT on 26 Nov 2026 is factory date 2026-11-27, hour 6 (hour 5, 11:00-12:00, has ended).
const NOW = new Date('2026-11-26T12:30:00Z');
const TODAY = '2026-11-27';
const YESTERDAY = '2026-11-26';
const OP = 'BC2026';
const A = 'ZA-A-V-1H';
const S = 'ZA-S-V-1H'; // SIM: A + K
const G = 'ZA-G-V-1H'; // SIM, its input added by a test: A
const K = 'ZA-K-V-0C'; // constant 5
const TAGGED = 'DF-FL-V-1H'; // the demo's tagged hourly parameter (tag BA.DF1.FL.PV)
const FROM_TAG = 'ZA-F-V-1H'; // SIM: TAGGED
const BRIX = 'ZA-BRIX-V-1H'; // CCF parameter, trigger band 4..8
const FROM_BRIX = 'ZA-B-V-1H'; // SIM: BRIX

let server: TestServer;
const { ok, read } = httpHelpers(() => server);
const t = { supervisor: '', historian: '' };

const rec = (CODE: string, FTR_HOUR: number, VALUE: number, FTR_DATE = TODAY): ChangeRecordInput => ({
  TYPE: 'Insert',
  CODE,
  FTR_DATE,
  FTR_HOUR,
  OPERATION: OP,
  AUDIT: false,
  VALUE,
  ORIGINAL_VALUE: null,
  VALID: true,
});
const submit = (...data: ChangeRecordInput[]) => ok('POST', '/data', t.supervisor, { submissionId: randomUUID(), data });
/** The code's values of a date, once every follower (projector, recalculation, CCF manager) has settled. */
const points = async (code: string, date = TODAY) => {
  await server.settle();
  return (await read<DataPoint[]>(`/data/BA/${code}/${date}/${date}`, t.supervisor)).map((p) => [p.FTR_HOUR, p.PARAM_VALUE]);
};

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  await listCodeParts(server, ['ZA-A-V-1H', 'ZA-S-V-1H', 'ZA-G-V-1H', 'ZA-K-V-0C', 'ZA-F-V-1H', 'ZA-BRIX-V-1H', 'ZA-B-V-1H']);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.historian = (await server.login('historian.ba', 'BA')).token;
  const post = (url: string, body: object) => ok('POST', url, t.supervisor, body);
  await createTestCcfSettings(post, ['BRIX']);
  const parameter = (CODE: string, extra: object = {}) => post('/parameter', { CODE, HEADING1: CODE, PCAT_CODE: 'JUICE', ...extra });
  await parameter(A);
  await parameter(K, { PTYP_CODE: 'CON', CONSTANT_VALUE: 5 });
  await parameter(BRIX, { CCF_TYPE: 'Q', CCF_ANALYSIS: 'BRIX' });
  for (const code of [S, G, FROM_TAG, FROM_BRIX]) await parameter(code, { PTYP_CODE: 'SIM', SFNC_CODE: 'SUM' });
  const depend = (calculated: string, DEPENDENT: string, SEQUENCE: number) => post(`/dependencies/${calculated}`, { DEPENDENT, SEQUENCE });
  await depend(S, A, 1);
  await depend(S, K, 2);
  await depend(FROM_TAG, TAGGED, 1);
  await depend(FROM_BRIX, BRIX, 1);
  await server.settle();
});
afterAll(() => server.destroy());

describe('calculated values follow their inputs without a recalculation request', () => {
  it('a value written through the API: its dependent changes, recalculated by the system with the value event as cause', async () => {
    const { position } = await submit(rec(A, 1, 10));
    expect(await points(S)).toEqual([[1, 15]]);
    const page = await read<AuditTrailPage>(`/audit-trail/BA/${S}?from=${TODAY}&to=${TODAY}`, t.supervisor);
    const [row] = page.rows;
    expect(row).toMatchObject({ user: 'system', source: 'RECALCULATION', kind: 'RECALCULATED', value: 15 });
    const [cause] = await server.infra.eventStore.readAll(BigInt(position) - 1n, 1);
    expect(row?.cause).toBe(`${cause?.stream ?? ''}@${cause?.revision ?? ''}`);
    expect(cause?.type).toBe('ParameterValuesSubmitted');
    // a correction follows too
    await ok('POST', '/data', t.supervisor, {
      submissionId: randomUUID(),
      data: [{ ...rec(A, 1, 12), TYPE: 'Update', ORIGINAL_VALUE: 10 }],
    });
    expect(await points(S)).toEqual([[1, 17]]);
  });

  it("a captured tag reading: the tagged parameter's dependent changes", async () => {
    await ok('POST', '/process-tags/readings', t.historian, {
      source: 'PHD',
      readings: [{ tag: 'BA.DF1.FL.PV', timestamp: '2026-11-26T11:10:00Z', value: 300 }],
    });
    await server.settle();
    await server.tagCapture.runOnce();
    expect(await points(TAGGED)).toEqual([[5, 300]]);
    expect(await points(FROM_TAG)).toEqual([[5, 300]]);
  });

  it("a CCF data value: the CCF parameter's dependent changes", async () => {
    await submit(rec(BRIX, 1, 9)); // out of the trigger band: a CCF is raised
    expect(await points(FROM_BRIX)).toEqual([[1, 9]]);
    const ccf = (await read<CcfView[]>('/ccf', t.supervisor)).find((c) => c.PARAMETER === BRIX);
    if (!ccf) throw new Error('no CCF raised');
    // real 2026-11-26 10:00 is factory 2026-11-27 hour 3
    await ok('POST', `/ccf-data/${ccf.ID}`, t.supervisor, { analyst: 'Lena', date: YESTERDAY, hour: 10, value: 6 });
    expect(await points(FROM_BRIX)).toEqual([
      [1, 9],
      [3, 6],
    ]);
  });

  it("a constant's new value: its dependent changes from the date it is in force", async () => {
    await ok('PATCH', `/constants/${K}`, t.supervisor, { Value: 7, EffectiveFrom: TODAY, Reason: 'New assay' });
    expect(await points(S)).toEqual([[1, 19]]);
  });

  it('a dependency added: the calculated parameter is computed over the open operation', async () => {
    await submit(rec(A, 2, 1, YESTERDAY));
    expect(await points(G, YESTERDAY)).toEqual([]);
    await ok('POST', `/dependencies/${G}`, t.supervisor, { DEPENDENT: A, SEQUENCE: 1 });
    expect(await points(G, YESTERDAY)).toEqual([[2, 1]]);
    expect(await points(G)).toEqual([[1, 12]]);
  });
});
