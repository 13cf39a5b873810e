import { randomUUID } from 'node:crypto';
import type { CcfDto, CcfSummary, ChangeRecordInput, GridColumnDto, ScreenWriteResult, SubmitDataResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { createTestCcfSettings } from '../testing/ccfSettingsFixtures.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// Factory date 2026-11-26, hour 4; BC2026 is BA's active campaign.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const OP = 'BC2026';
const BRIX = 'ZT-BRIX-V-1H'; // trigger band 4..8, absolute 2..10
const OTHER = 'ZT-PH-V-1H';

let server: TestServer;
const { call, ok, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', wi: '', centralOffice: '' };
let screen = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 }); // counts CCFs from none
  await listCodeParts(server, ['ZT-BRIX-V-1H', 'ZT-PH-V-1H', 'NO-SUCH-V-1H']);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.wi = (await server.login('supervisor.wi', 'WI')).token;
  t.centralOffice = (await server.login('auditor.co', 'CO')).token;
  await createTestCcfSettings((url, body) => ok('POST', url, t.supervisor, body), ['BRIX', 'PH']);
  const ccf = { CCF_TYPE: 'Q', CCF_ANALYSIS: 'BRIX', LOWABS: 2, LOWTRG: 4, HIGHTRG: 8, HIGHABS: 10 };
  await ok('POST', '/parameter', t.supervisor, { CODE: BRIX, HEADING1: 'Thin juice brix', PCAT_CODE: 'JUICE', ...ccf });
  await ok('POST', '/parameter', t.supervisor, { CODE: OTHER, HEADING1: 'Thin juice pH', PCAT_CODE: 'JUICE', ...ccf, CCF_ANALYSIS: 'PH' });
  screen = (
    await ok<ScreenWriteResult>('POST', '/data-screen', t.supervisor, {
      DESCRIPTION: 'Juice',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'A',
    })
  ).ID;
  for (const code of [BRIX, OTHER]) await ok('POST', `/data-screen-member/${screen}/${code}`, t.supervisor);
  await caughtUp();
});
afterAll(() => server.destroy());

const rec = (CODE: string, FTR_HOUR: number, VALUE: number, ORIGINAL_VALUE: number | null = null) =>
  changeRecord(OP, CODE, TODAY, FTR_HOUR, VALUE, ORIGINAL_VALUE);
const submit = (data: ChangeRecordInput[]) =>
  ok<SubmitDataResult>('POST', '/data', t.operator, { submissionId: randomUUID(), data, screenId: String(screen) });
const get = async <T>(url: string, token = t.operator) => {
  await caughtUp();
  return ok<T>('GET', url, token);
};
const summary = () => get<CcfSummary>('/ccf-summary');
const column = async (code: string) =>
  (await get<GridColumnDto[]>(`/data-screen/heading/${screen}/${OP}/HLY/${TODAY}/NOW`)).find((c) => c.CODE === code);

describe('CCFs from data entry (spec 1 §4)', () => {
  let raisedId = '';

  it('shows the CCF thresholds and no CCF before any excursion', async () => {
    expect(await column(BRIX)).toMatchObject({
      CCF: true,
      CCFS: null,
      CCF_ID: null,
      LOWABS: 2,
      LOWTRG: 4,
      HIGHTRG: 8,
      HIGHABS: 10,
      CCFLABEL: null,
      PREVIOUS_VALUE: null,
    });
    expect(await summary()).toEqual({ open: 0, pendingClose: 0 });
  });

  it('raises a CCF (O, DATAENTRY) in the same append as the value that left the band; the label becomes Ongoing', async () => {
    const result = await submit([rec(BRIX, 1, 6), rec(BRIX, 2, 9)]);
    expect(result.labels).toEqual({ [BRIX]: 'Ongoing CCF' });
    expect(result.ccfs).toEqual([{ code: BRIX, id: expect.any(String), action: 'raised' }]);
    raisedId = result.ccfs[0]?.id ?? '';
    expect(await summary()).toEqual({ open: 1, pendingClose: 0 });
    expect(await column(BRIX)).toMatchObject({ CCFS: 'O', CCF_ID: raisedId, CCFLABEL: 'Ongoing CCF' });
    expect(await get<CcfDto>(`/ccf/${BRIX}/${OP}/O`)).toMatchObject({
      ID: raisedId,
      SITE: 'BA',
      PARAMETER: BRIX,
      OPERATION: OP,
      STATUS: 'O',
      RAISED_BY: 'operator.ba',
      RAISED_FROM: 'DATAENTRY',
      CCF_TYPE: 'Q',
      CCF_ANALYSIS: 'BRIX',
      DATE: TODAY,
      HOUR: 2,
      VALUE: 9,
    });
  });

  it('does not raise a second CCF while one is open', async () => {
    const result = await submit([rec(BRIX, 3, 11)]);
    expect(result).toMatchObject({ labels: { [BRIX]: 'Ongoing CCF' }, ccfs: [] });
    expect(await summary()).toEqual({ open: 1, pendingClose: 0 });
  });

  it('moves the open CCF to R (pending close) when the value returns inside the band', async () => {
    const result = await submit([rec(BRIX, 4, 6)]);
    expect(result).toMatchObject({ labels: { [BRIX]: 'Pending Close' }, ccfs: [{ code: BRIX, id: raisedId, action: 'pendingClose' }] });
    expect(await summary()).toEqual({ open: 0, pendingClose: 1 });
    expect(await column(BRIX)).toMatchObject({ CCFS: 'R', CCFLABEL: 'Pending Close' });
    expect((await call('GET', `/ccf/${BRIX}/${OP}/O`, t.operator)).status).toBe(404);
  });

  it("POST /ccf/ccfend on a CCF that is already R changes nothing (the grid's own call after submit)", async () => {
    const before = await server.infra.eventStore.headPosition();
    const result = await ok('POST', `/ccf/ccfend/${raisedId}/${Date.parse('2026-11-25T10:00:00Z')}/R`, t.operator);
    expect(result).toMatchObject({ status: 'R', changed: false });
    expect(await server.infra.eventStore.headPosition()).toBe(before);
  });

  it("raises from an earlier day's excursion and carries that value over as the next day's prior", async () => {
    const raised = await ok<SubmitDataResult>('POST', '/data', t.supervisor, {
      submissionId: randomUUID(),
      data: [{ ...rec(OTHER, 24, 9), FTR_DATE: '2026-11-25' }],
    });
    expect(raised.ccfs).toEqual([{ code: OTHER, id: expect.any(String), action: 'raised' }]);
    expect(await summary()).toEqual({ open: 1, pendingClose: 1 });
    expect(await column(OTHER)).toMatchObject({ PREVIOUS_VALUE: 9, CCFS: 'O', CCFLABEL: 'Ongoing CCF' });
    expect(await submit([rec(OTHER, 1, 9.5)])).toMatchObject({ labels: { [OTHER]: 'Ongoing CCF' }, ccfs: [] });
  });
});

describe('operator CCF calls', () => {
  it('POST /ccf raises an open CCF once; a second call answers the open one', async () => {
    const raised = await ok<{ id: string; existing: boolean; message: string }>('POST', '/ccf', t.operator, {
      parameter: BRIX.toLowerCase(),
      operation: OP,
      status: 'O',
      raisedFrom: 'OPERATOR',
    });
    expect(raised).toMatchObject({ existing: false, message: `CCF raised for ${BRIX}` });
    expect(await get<CcfDto>(`/ccf/${BRIX}/${OP}/O`)).toMatchObject({
      ID: raised.id,
      RAISED_FROM: 'OPERATOR',
      CCF_TYPE: 'Q',
      CCF_ANALYSIS: 'BRIX',
      DATE: null,
    });
    const again = await ok<{ id: string; existing: boolean }>('POST', '/ccf', t.operator, {
      parameter: BRIX,
      ccfType: 'Q',
      ccfAnalysis: 'BRIX',
      operation: OP,
      status: 'O',
      raisedFrom: 'DATAENTRY',
    });
    expect(again).toEqual(expect.objectContaining({ id: raised.id, existing: true }));

    const ended = await ok('POST', `/ccf/ccfend/${raised.id}/2026-11-25T10:15:00Z/R`, t.operator);
    expect(ended).toMatchObject({ status: 'R', changed: true, message: 'CCF moved to Pending Close' });
    await caughtUp();
    expect(await server.infra.readStore.get('ccfs', raised.id)).toMatchObject({
      STATUS: 'R',
      ENDED_AT: '2026-11-25T10:15:00.000Z',
      ENDED_BY: 'operator.ba',
    });
  });

  it('refuses unknown parameters and operations, bad bodies, other sites and the central office', async () => {
    await refused(
      'POST',
      '/ccf',
      t.operator,
      { parameter: 'NO-SUCH-V-1H', operation: OP, status: 'O' },
      404,
      'Parameter NO-SUCH-V-1H not found',
    );
    await refused('POST', '/ccf', t.operator, { parameter: BRIX, operation: 'NOPE', status: 'O' }, 404, 'Operation NOPE not found');
    await refused('POST', '/ccf', t.operator, { parameter: BRIX, operation: OP, status: 'C' }, 400);
    await refused('POST', '/ccf', t.operator, { parameter: BRIX, operation: OP, raisedFrom: 'CALCULATION' }, 400);
    await refused('POST', '/ccf', t.centralOffice, { parameter: BRIX, operation: OP }, 403);
    await refused('POST', '/ccf', t.wi, { parameter: BRIX, operation: OP }, 404, `Parameter ${BRIX} not found`);
    const [open] = await server.infra.readStore.find<CcfDto & { _id: string }>('ccfs', { where: { SITE: 'BA', STATUS: 'O' } });
    await refused('POST', `/ccf/ccfend/${open?.ID}/2026-11-25T10:15:00Z/R`, t.wi, undefined, 404, 'CCF Not found');
    await refused('POST', `/ccf/ccfend/no-such-id/2026-11-25T10:15:00Z/R`, t.operator, undefined, 404, 'CCF Not found');
    await refused('POST', `/ccf/ccfend/${open?.ID}/yesterday/R`, t.operator, undefined, 400);
    await refused(
      'POST',
      `/ccf/ccfend/${open?.ID}/2026-11-26T10:15:00Z/R`,
      t.operator,
      undefined,
      400,
      'The timestamp cannot be in the future',
    );
    expect((await call('GET', `/ccf/${BRIX}/NOPE/O`, t.operator)).status).toBe(404);
    expect((await call('GET', `/ccf/${BRIX}/${OP}/O`)).status).toBe(401);
  });
});
