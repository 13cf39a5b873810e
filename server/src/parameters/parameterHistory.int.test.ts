// Master-data history over HTTP: a CCF analysis change applies from its instant on and relabels
// nothing recorded before it; the parameter's history lists every change with who, when, from → to and why.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { AUTH_HEADER } from '@ftr/contracts';
import type { ChangeRecordInput, GridColumnDto, ParameterDto, ParameterHistoryDto, SubmitDataResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26, hour 4; the analysis is tightened at 11:30 (hour 5 in progress).
const T0 = new Date('2026-11-25T10:30:00Z');
const T1 = new Date('2026-11-25T11:30:00Z');
const TODAY = '2026-11-26';
const OP = 'BC2026';
const CODE = 'ZT-HIST-V-1H';
const ANALYSIS = { code: 'ZHIST', name: 'History brix (tests)', type: 'ZH', low_abs: 2, low_trigger: 4, high_trigger: 8, high_abs: 10 };

let server: TestServer;
let now = T0;
const { ok, read, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', wi: '', centralOffice: '' };

const rec = (hour: number, value: number, original: number | null = null): ChangeRecordInput =>
  changeRecord(OP, CODE, TODAY, hour, value, original);
const submit = (data: ChangeRecordInput[]) => ok<SubmitDataResult>('POST', '/data', t.supervisor, { submissionId: randomUUID(), data });
const history = async (token = t.supervisor, query = '') => {
  await caughtUp();
  return read<ParameterHistoryDto>(`/parameter/${CODE}/history${query}`, token);
};

beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => now }, demoDays: 0 });
  await listCodeParts(server, ['ZT-HIST-V-1H']);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.wi = (await server.login('supervisor.wi', 'WI')).token;
  t.centralOffice = (await server.login('auditor.co', 'CO')).token;
  await ok('POST', '/ccf-types', t.supervisor, { code: 'ZH', name: 'History (tests)' });
  await ok('POST', '/ccf-analysis', t.supervisor, ANALYSIS);
  await ok('POST', '/parameter', t.supervisor, {
    CODE,
    HEADING1: 'History brix',
    PCAT_CODE: 'JUICE',
    UPPER_ABS_LIMIT: 100,
    LOWER_ABS_LIMIT: 0,
    UPPER_CHK_LIMIT: 9,
    LOWER_CHK_LIMIT: 3,
    CCF_ANALYSIS: 'ZHIST',
    REASON: 'New refractometer',
  });
  expect((await submit([rec(2, 7.5)])).labels).toEqual({ [CODE]: null }); // inside 4..8
  now = T1;
  await ok('PUT', '/ccf-analysis', t.supervisor, { ...ANALYSIS, high_trigger: 7, reason: 'Tighter after the audit' });
  await caughtUp();
});
afterAll(() => server.destroy());

describe('one source for CCF limits: the analysis in force at the value’s time', () => {
  it('given the trigger tightened at 11:30, a correction of the 09:00 value keeps the old limits and raises nothing', async () => {
    const result = await submit([rec(2, 7.6, 7.5)]);
    expect(result).toMatchObject({ labels: { [CODE]: null }, ccfs: [] });
  });

  it('given the same change, a value for hour 5 (12:00) is labelled with the new limits and raises a CCF', async () => {
    const result = await submit([rec(5, 7.5)]);
    expect(result.labels).toEqual({ [CODE]: 'Ongoing CCF' });
    expect(result.ccfs).toEqual([expect.objectContaining({ code: CODE, action: 'raised' })]);
  });

  it('shows the limits in force now, and as of an instant before the change the definition then', async () => {
    await caughtUp();
    expect(await read<ParameterDto>(`/parameter/${CODE}`, t.supervisor)).toMatchObject({ LOWTRG: 4, HIGHTRG: 7, UPPER_CHK_LIMIT: 9 });
    const before = encodeURIComponent(new Date(T0.getTime() + 60_000).toISOString());
    expect(await read<ParameterDto>(`/parameter/BA/${CODE}?asOf=${before}`, t.supervisor)).toMatchObject({
      HIGHTRG: 8,
      UPPER_CHK_LIMIT: 9,
    });
  });

  it("gives the grid heading the analysis's limits in force at the end of the grid's date", async () => {
    const { ID } = await ok<{ ID: number }>('POST', '/data-screen', t.supervisor, {
      DESCRIPTION: 'History heading',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'A',
    });
    await ok('POST', `/data-screen-member/${ID}/${CODE}`, t.supervisor);
    await caughtUp();
    const heading = await read<GridColumnDto[]>(`/data-screen/heading/${ID}/${OP}/HLY/${TODAY}/END`, t.supervisor);
    expect(heading.find((c) => c.CODE === CODE)).toMatchObject({ LOWABS: 2, LOWTRG: 4, HIGHTRG: 7, HIGHABS: 10 });
  });
});

describe('GET /parameter/{code}/history', () => {
  it('lists every change newest first with who, when, from → to and the reason, the analysis’s changes included', async () => {
    await ok('PUT', `/parameter/${CODE}`, t.supervisor, {
      HEADING1: 'History brix',
      PTYP_CODE: 'REA',
      PCAT_CODE: 'JUICE',
      DISPLAY_PRECISION: 3,
      IN_USE_FLAG: true,
      AUDIT_FLAG: false,
      UPPER_ABS_LIMIT: 100,
      LOWER_ABS_LIMIT: 0,
      UPPER_CHK_LIMIT: 8.5,
      LOWER_CHK_LIMIT: 3,
      CCF_ANALYSIS: 'ZHIST',
      REASON: 'Check limit tightened for the season',
    });
    const { entries } = await history();
    expect(entries.map((e) => [e.change, e.by, e.at, e.reason])).toEqual([
      ['ParameterUpdated', 'supervisor.ba', T1.toISOString(), 'Check limit tightened for the season'],
      ['CcfAnalysisUpdated', 'supervisor.ba', T1.toISOString(), 'Tighter after the audit'],
      ['ParameterCreated', 'supervisor.ba', T0.toISOString(), 'New refractometer'],
    ]);
    expect(entries[0]?.changes).toEqual([{ field: 'UPPER_CHK_LIMIT', from: 9, to: 8.5 }]);
    expect(entries[1]?.changes).toEqual([{ field: 'ZHIST.high_trigger', from: 8, to: 7 }]);
    expect(entries[2]?.changes).toContainEqual({ field: 'CCF_ANALYSIS', from: null, to: 'ZHIST' });
  });

  it('lets the central office read a site’s history; refuses another site’s for a site user and an unknown code', async () => {
    expect((await history(t.centralOffice, '?site=BA')).entries.length).toBeGreaterThan(2);
    await refused('GET', `/parameter/${CODE}/history?site=BA`, t.wi, undefined, 403, 'You can only work on your own site');
    await refused('GET', `/parameter/${CODE}/history`, t.wi, undefined, 404, `Parameter ${CODE} not found`);
    await refused('GET', '/parameter/NO-SU-CH-1H/history', t.supervisor, undefined, 404, 'Parameter NO-SU-CH-1H not found');
  });

  it('shows the demo plant’s tightened check limit and CCF trigger, each with its reason', async () => {
    const { entries } = await read<ParameterHistoryDto>('/parameter/TN-PH-V-1H/history', t.supervisor);
    expect(entries.slice(0, 2).map((e) => [e.change, e.changes, e.reason])).toEqual(
      expect.arrayContaining([
        [
          'ParameterUpdated',
          [{ field: 'UPPER_CHK_LIMIT', from: 9.4, to: 9.3 }],
          'Tightened for the second half of the campaign (lab request)',
        ],
        ['CcfAnalysisUpdated', [{ field: 'THINPH.high_trigger', from: 9.3, to: 9.2 }], 'Tighter pH control after the mid-season audit'],
      ]),
    );
  });

  it('adds the master-data changes to the audit-trail export as a second sheet', async () => {
    await caughtUp();
    const url = `/api/audit-trail/BA/${CODE}/export?from=${TODAY}&to=${TODAY}`;
    const response = await server.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: t.supervisor } });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual([CODE, 'Master data changes']);
    const rows = workbook.worksheets[1]!.getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Position', 'When', 'User', 'Change', 'Field', 'From', 'To', 'Reason', 'Signature']);
    expect(rows.slice(1, 3).map((r) => r.slice(2))).toEqual([
      ['supervisor.ba', 'ParameterUpdated', 'UPPER_CHK_LIMIT', 9, 8.5, 'Check limit tightened for the season'],
      ['supervisor.ba', 'CcfAnalysisUpdated', 'ZHIST.high_trigger', 8, 7, 'Tighter after the audit'],
    ]);
  });

  it('refuses a reason longer than 200 characters, writing nothing', async () => {
    await refused('PATCH', `/parameter/data-screen/${CODE}`, t.supervisor, { UPPER_CHECK: 8, REASON: 'x'.repeat(201) }, 400);
  });

  it('lists a link of the parameter, made and removed with reasons, in the history of both codes', async () => {
    await ok('POST', '/parameter-links', t.supervisor, {
      firstCode: CODE,
      firstLabel: 'Brix',
      secondCode: 'TN-PH-V-1H',
      secondLabel: 'pH',
      reason: 'Read together at the juice station',
    });
    for (const code of [CODE, 'TN-PH-V-1H']) {
      await caughtUp();
      const { entries } = await read<ParameterHistoryDto>(`/parameter/${code}/history`, t.supervisor);
      expect(entries[0]).toMatchObject({
        source: 'link',
        change: 'ParameterLinkCreated',
        by: 'supervisor.ba',
        changes: [{ field: 'Link', from: null, to: `${CODE} ↔ TN-PH-V-1H` }],
        reason: 'Read together at the juice station',
      });
    }
    const [link] = await read<{ ID: number; LINKED_CODE: string }[]>(`/parameter-links/${CODE}`, t.supervisor);
    await refused('DELETE', `/parameter-links/${link?.ID}?reason=${'x'.repeat(201)}`, t.supervisor, undefined, 400);
    await ok('DELETE', `/parameter-links/${link?.ID}?reason=${encodeURIComponent('Station merged')}`, t.supervisor);
    await caughtUp();
    const { entries } = await read<ParameterHistoryDto>(`/parameter/TN-PH-V-1H/history`, t.supervisor);
    expect(entries[0]).toMatchObject({ change: 'ParameterLinkRemoved', changes: [{ field: 'Link', to: null }], reason: 'Station merged' });
  });
});
