import { randomUUID } from 'node:crypto';
import {
  ccfStream,
  factoryHourToInstant,
  valuesStream,
  type CcfDto,
  type CcfSummary,
  type ChangeRecordInput,
  type DataPoint,
} from '@ftr/contracts';
import { checkpointWaiter } from '@ftr/projector/commandPort.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { CCFS_COLLECTION, type CcfDoc } from '@ftr/read-models/ccf/projection.ts';
import { runJob } from '@ftr/command-service/recalculation/runJob.ts';
import { pairCcfId } from '@ftr/command-service/ccf/pairId.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { createTestCcfSettings } from '../testing/ccfSettingsFixtures.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26, hour 4; BC2026 is the demo's active campaign at BA.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const OP = 'BC2026';
const A = 'ZC-A-V-1H';
const B = 'ZC-B-V-1H';
const S = 'ZC-S-V-1H'; // SIM: A - B, a CCF parameter (trigger band 4..8, absolute 2..10)

let server: TestServer;
const { call, ok, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '' };

const rec = (CODE: string, FTR_HOUR: number, VALUE: number | null, ORIGINAL_VALUE: number | null = null): ChangeRecordInput => ({
  TYPE: ORIGINAL_VALUE === null ? 'Insert' : VALUE === null ? 'Delete' : 'Update',
  CODE,
  FTR_DATE: TODAY,
  FTR_HOUR,
  OPERATION: OP,
  AUDIT: false,
  VALUE,
  ORIGINAL_VALUE,
  VALID: true,
});
/**
 * Enters values and waits until the work they start has settled: the system's own job for the inputs' dependents
 * has run, so the CCFs these tests see are raised and moved by it (a manual recalculation after finds nothing new).
 */
const submit = async (...data: ChangeRecordInput[]) => {
  await ok('POST', '/data', t.supervisor, { submissionId: randomUUID(), data });
  await server.settle();
};
const recalculate = async () => {
  const { position } = await ok('POST', `/data/recalculate/${OP}?from=${TODAY}`, t.supervisor);
  expect(await server.recalculation.reactor.waitFor(BigInt(position), 10_000)).toBe(true);
  await caughtUp();
  return position;
};
const summary = () => ok<CcfSummary>('GET', '/ccf-summary', t.supervisor);
const points = async () =>
  (await ok<DataPoint[]>('GET', `/data/BA/${S}/${TODAY}/${TODAY}`, t.supervisor)).map((p) => [p.FTR_HOUR, p.PARAM_VALUE]);
const week = () => server.infra.eventStore.readStream(valuesStream('BA', TODAY));
/** The raises and pending closes on the pair's first two CCFs' own streams. */
const ccfEvents = async () => {
  const streams = await Promise.all([0, 1].map((n) => server.infra.eventStore.readStream(ccfStream(pairCcfId('BA', S, OP, n)))));
  return streams.flat().filter((e) => e.type === 'CcfRaised' || e.type === 'CcfPendingClose');
};

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 }); // counts CCFs from none
  await listCodeParts(server, ['ZC-A-V-1H', 'ZC-B-V-1H', 'ZC-S-V-1H']);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  const parameter = (CODE: string, extra: object = {}) =>
    ok('POST', '/parameter', t.supervisor, { CODE, HEADING1: CODE, PCAT_CODE: 'JUICE', ...extra });
  await createTestCcfSettings((url, body) => ok('POST', url, t.supervisor, body), ['BRIX']);
  await parameter(A);
  await parameter(B);
  await parameter(S, {
    PTYP_CODE: 'SIM',
    SFNC_CODE: 'SEQSUM',
    CCF_TYPE: 'Q',
    CCF_ANALYSIS: 'BRIX',
    LOWABS: 2,
    LOWTRG: 4,
    HIGHTRG: 8,
    HIGHABS: 10,
  });
  await ok('POST', `/dependencies/${S}`, t.supervisor, { DEPENDENT: A, SEQUENCE: 1 });
  await ok('POST', `/dependencies/${S}`, t.supervisor, { DEPENDENT: B, SEQUENCE: -2 });
  await caughtUp();
});
afterAll(() => server.destroy());

describe('CCFs raised and ended by calculated values (raisedFrom CALCULATION)', () => {
  let raisedId = '';

  it('raises no CCF while the calculated value stays inside the trigger band', async () => {
    await submit(rec(A, 1, 10), rec(B, 1, 4));
    await recalculate();
    expect(await points()).toEqual([[1, 6]]);
    expect(await summary()).toEqual({ open: 0, pendingClose: 0 });
    expect(await ccfEvents()).toEqual([]);
  });

  it("raises a CCF (O, CALCULATION) from the 'New CCF' intent appended with the calculated value that left the band", async () => {
    await submit(rec(A, 2, 15), rec(B, 2, 4));
    await recalculate();
    expect(await points()).toEqual([
      [1, 6],
      [2, 11],
    ]);
    const ccf = await ok<CcfDto>('GET', `/ccf/${S}/${OP}/O`, t.supervisor);
    expect(ccf).toMatchObject({
      SITE: 'BA',
      PARAMETER: S,
      OPERATION: OP,
      STATUS: 'O',
      RAISED_BY: 'system',
      RAISED_FROM: 'CALCULATION',
      CCF_TYPE: 'Q',
      CCF_ANALYSIS: 'BRIX',
      DATE: TODAY,
      HOUR: 2,
      VALUE: 11,
    });
    raisedId = ccf.ID;
    expect(await summary()).toEqual({ open: 1, pendingClose: 0 });
    const events = await week();
    const intent = events.findIndex((e) => e.type === 'CcfLabelIntent');
    const values = events[intent - 1];
    // The values event just before it carries the same job, metadata and append (one expected revision).
    expect(values).toMatchObject({ type: 'ParameterValuesRecalculated', data: { changes: [{ code: S, hour: 2, value: 11 }] } });
    expect(events[intent]).toMatchObject({ data: { label: 'New CCF', raisedFrom: 'CALCULATION', parameter: S } });
    expect(events[intent]?.metadata).toEqual(values?.metadata);
  });

  it('raises nothing new when the job is re-run: a second request, or the same request delivered again', async () => {
    const before = (await ccfEvents()).length;
    const position = await recalculate();
    const [request] = await server.infra.eventStore.readAll(BigInt(position) - 1n, 1);
    if (request?.type !== 'RecalculationRequested') throw new Error(`expected the request, got ${request?.type ?? 'nothing'}`);
    const head = await server.infra.eventStore.headPosition();
    const deps = {
      eventStore: server.infra.eventStore,
      readModels: createCommandReadModels(server.infra.readStore),
      clock: { now: () => NOW },
      waitForReadSide: checkpointWaiter(server.infra.readStore),
    };
    await runJob(deps, request);
    expect(await server.infra.eventStore.headPosition()).toBe(head);
    expect((await ccfEvents()).length).toBe(before);
    expect(await summary()).toEqual({ open: 1, pendingClose: 0 });
  });

  it('does not raise a second CCF while one is open (the next calculated value is still outside)', async () => {
    await submit(rec(A, 3, 16), rec(B, 3, 4));
    await recalculate();
    expect(await points()).toEqual([
      [1, 6],
      [2, 11],
      [3, 12],
    ]);
    expect((await ccfEvents()).map((e) => e.type)).toEqual(['CcfRaised']);
    expect(await summary()).toEqual({ open: 1, pendingClose: 0 });
  });

  it('moves the open CCF to R when the calculated value comes back inside the band', async () => {
    await submit(rec(B, 3, 10, 4));
    await recalculate();
    expect(await points()).toEqual([
      [1, 6],
      [2, 11],
      [3, 6],
    ]);
    expect(await summary()).toEqual({ open: 0, pendingClose: 1 });
    expect((await call('GET', `/ccf/${S}/${OP}/O`, t.supervisor)).status).toBe(404);
    expect(await server.infra.readStore.get<CcfDoc>(CCFS_COLLECTION, raisedId)).toMatchObject({
      STATUS: 'R',
      RAISED_FROM: 'CALCULATION',
      ENDED_AT: factoryHourToInstant(TODAY, 3).toISOString(),
      ENDED_BY: 'system',
    });
    expect((await ccfEvents()).map((e) => [e.type, (e.data as { id: string }).id])).toEqual([
      ['CcfRaised', raisedId],
      ['CcfPendingClose', raisedId],
    ]);
  });
});
