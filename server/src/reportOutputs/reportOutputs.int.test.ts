import { existsSync, readdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { AUTH_HEADER, addDays, valuesStream, type GrabberPageDto, type ReportWriteResult } from '@ftr/contracts';
import type { EventToAppend } from '@ftr/infra/eventstore/port.ts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { exportsFolderOf } from '@ftr/query-service/reportOutputs/serve.ts';
import { demoParameters } from '../seed/demoParameters.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { outputFixtures } from '../testing/outputFixtures.ts';

// 10:00 UTC on 22 Nov 2026 is factory date 2026-11-23.
let server: TestServer;
const { ok, refused, caughtUp } = httpHelpers(() => server);
const tokens = { ba: '', operator: '', wi: '', manager: '', auditor: '' };
const [BA1 = '', BA2 = ''] = demoParameters('BA').map((p) => p.CODE);
const WI1 = demoParameters('WI')[0]?.CODE ?? '';
const precisionOf = (site: 'BA' | 'WI', code: string) => demoParameters(site).find((p) => p.CODE === code)?.DISPLAY_PRECISION;

const fixtures = outputFixtures(() => server, { ok, caughtUp });
const { putValues, grabberOf } = fixtures;
const page = async (token: string, url: string) => {
  await caughtUp();
  return ok<GrabberPageDto>('GET', url, token);
};
/** POST or GET a workbook: the status, and the sheet when 200. */
const workbook = async (method: 'GET' | 'POST', url: string, token: string, body?: object) => {
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    headers: { [AUTH_HEADER]: token },
    ...(body ? { payload: body } : {}),
  });
  if (response.statusCode !== 200) return { status: response.statusCode, body: response.body, headers: response.headers, sheet: null };
  const book = new ExcelJS.Workbook();
  // exceljs declares its own Buffer (an ArrayBuffer): hand it the payload's bytes as one.
  await book.xlsx.load(new Uint8Array(response.rawPayload).buffer);
  return { status: 200, body: '', headers: response.headers, sheet: book.worksheets[0] ?? null };
};

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T10:00:00Z'), demoDays: 0 });
  tokens.ba = (await server.login('supervisor.ba', 'BA')).token;
  tokens.operator = (await server.login('operator.ba', 'BA')).token;
  tokens.wi = (await server.login('supervisor.wi', 'WI')).token;
  tokens.manager = (await server.login('manager.co', 'CO')).token;
  tokens.auditor = (await server.login('auditor.co', 'CO')).token;
  // Two BA parameters over the autumn change day (25 hours) and the days around it; one WI parameter.
  await putValues('BA', BA1, '2026-10-24', { 1: 1.234, 24: 24 });
  await putValues('BA', BA1, '2026-10-25', { 18: 18, 19: 19, 25: 25 });
  await putValues('BA', BA2, '2026-10-25', { 25: 2.5 }, 'JR2026');
  await putValues('BA', BA2, '2026-10-26', { 1: 7 });
  await putValues('WI', WI1, '2026-10-25', { 25: 99 });
  await caughtUp();
});
afterAll(() => server.destroy());

describe('grabber data (GET /stored-grabber/{id}/{from}/{to}[/{operation}])', () => {
  it('answers 100 rows a page: one per factory hour (25 on the autumn day), one value per parameter, precision and headings', async () => {
    const id = await grabberOf(tokens.ba, 'Autumn days', [
      ['BA', BA1],
      ['BA', BA2],
    ]);
    const first = await page(tokens.ba, `/stored-grabber/${id}/2026-10-24/2026-10-28`);
    expect(first.total).toBe(24 + 25 + 24 * 3);
    expect(first.rows).toHaveLength(100);
    expect(first.columns.map((c) => [c.site, c.code, c.precision])).toEqual([
      ['BA', BA1, precisionOf('BA', BA1)],
      ['BA', BA2, precisionOf('BA', BA2)],
    ]);
    expect(first.columns[0]?.heading1).toBeTruthy();
    expect(first.rows[0]).toEqual({ REAL_DATE: '2026-10-23', REAL_HOUR: 8, FTR_DATE: '2026-10-24', FTR_HOUR: 1, values: [1.234, null] });
    expect(first.rows.slice(24 + 17, 24 + 19).map((r) => [r.REAL_HOUR, r.FTR_HOUR, r.values[0]])).toEqual([
      [1, 18, 18],
      [1, 19, 19],
    ]);
    expect(first.rows[24 + 24]).toMatchObject({ FTR_DATE: '2026-10-25', FTR_HOUR: 25, REAL_HOUR: 7, values: [25, 2.5] });
    const second = await page(tokens.ba, `/stored-grabber/${id}/2026-10-24/2026-10-28?page=2`);
    expect(second.rows).toHaveLength(21);
    expect(second.rows[0]).toMatchObject({ FTR_DATE: '2026-10-28', FTR_HOUR: 4, values: [null, null] });
    expect(first.rows[24 + 25]).toMatchObject({ FTR_DATE: '2026-10-26', FTR_HOUR: 1, values: [null, 7] });
    const newest = await page(tokens.ba, `/stored-grabber/${id}/2026-10-24/2026-10-28?sort=desc`);
    expect(newest.rows[0]).toMatchObject({ FTR_DATE: '2026-10-28', FTR_HOUR: 24 });
    // Under one operation: only the values entered under it; NONE is every value.
    const run = await page(tokens.ba, `/stored-grabber/${id}/2026-10-25/2026-10-25/JR2026`);
    expect(run.rows.flatMap((r) => r.values).filter((v) => v !== null)).toEqual([2.5]);
    const all = await page(tokens.ba, `/stored-grabber/${id}/2026-10-25/2026-10-25/NONE`);
    expect(all.rows.flatMap((r) => r.values).filter((v) => v !== null)).toEqual([18, 19, 25, 2.5]);
  });

  it('lets the central office combine sites, with the long site name', async () => {
    const id = await grabberOf(tokens.manager, 'Two sites', [
      ['BA', BA1],
      ['WI', WI1],
    ]);
    const data = await page(tokens.manager, `/stored-grabber/${id}/2026-10-25/2026-10-25`);
    expect(data.columns.map((c) => [c.site, c.longSite])).toEqual([
      ['BA', 'Bardney'],
      ['WI', 'Wissington'],
    ]);
    expect(data.rows[24]?.values).toEqual([25, 99]);
  });

  it('refuses without DATA_GRABBER, another user’s or site’s grabber, a report, and bad input', async () => {
    const id = await grabberOf(tokens.ba, 'Private', [['BA', BA1]]);
    const url = `/stored-grabber/${id}/2026-10-24/2026-10-25`;
    await refused('GET', url, tokens.operator, undefined, 403, 'You do not have permission to do that');
    await refused('GET', url, tokens.wi, undefined, 403, 'You cannot open this report or grabber');
    await refused('GET', url, tokens.manager, undefined, 403, 'You cannot open this report or grabber');
    await refused('GET', '/stored-grabber/999999/2026-10-24/2026-10-25', tokens.ba, undefined, 404, 'Report 999999 not found');
    const { ID: report } = await ok<ReportWriteResult>('POST', '/report', tokens.manager, {
      REPORT_NAME: 'A report',
      ACCESS_LEVEL: 1,
      REPORT_TYPE: 1,
      RCAT_ID: null,
    });
    await caughtUp();
    await refused('GET', `/stored-grabber/${report}/2026-10-24/2026-10-25`, tokens.manager, undefined, 404, `Grabber ${report} not found`);
    await refused('GET', `/stored-grabber/x/2026-10-24/2026-10-25`, tokens.ba, undefined, 400);
    await refused('GET', `/stored-grabber/${id}/2026-10-24/2026-02-30`, tokens.ba, undefined, 400);
    await refused(
      'GET',
      `/stored-grabber/${id}/2026-10-25/2026-10-24`,
      tokens.ba,
      undefined,
      400,
      'The to date cannot be before the from date',
    );
    await refused(
      'GET',
      `/stored-grabber/${id}/2020-01-01/2026-10-24`,
      tokens.ba,
      undefined,
      400,
      'The date range can be at most 1098 days',
    );
    await refused('GET', `${url}?page=0`, tokens.ba, undefined, 400);
    await refused('GET', `${url}/no%20such`, tokens.ba, undefined, 400);
  });
});

describe('grabber export (POST /stored-grabber/export/...)', () => {
  it('answers the workbook: headings, numbers with precision, dates as dates, the file name asked for', async () => {
    const id = await grabberOf(tokens.ba, 'Export me', [
      ['BA', BA1],
      ['BA', BA2],
    ]);
    const file = await workbook('POST', `/stored-grabber/export/${id}/2026-10-24/2026-10-26`, tokens.ba, {
      filename: 'Pans week',
      sort: 'desc',
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="Pans week.xlsx"');
    const sheet = file.sheet;
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Export me');
    // Headings 1-3, the units and the code (one site: no site line), then the newest hour first.
    expect(sheet.getRow(4).getCell(1).value).toBe('Units');
    expect(sheet.getRow(5).values).toEqual([undefined, 'Real Date', 'Real Hour', 'Factory Date', 'Factory Hour', BA1, BA2]);
    expect(sheet.getRow(6).getCell(3).value).toEqual(new Date('2026-10-26T00:00:00Z'));
    expect(sheet.getRow(6).getCell(4).value).toBe(24);
    const firstOfThe26th = sheet.getRow(5 + 24);
    expect([firstOfThe26th.getCell(4).value, firstOfThe26th.getCell(6).value]).toEqual([1, 7]);
    expect(firstOfThe26th.getCell(6).numFmt).toBe(precisionOf('BA', BA2) === 0 ? '0' : `0.${'0'.repeat(precisionOf('BA', BA2) ?? 0)}`);
    expect(sheet.rowCount).toBe(5 + 24 + 25 + 24 + 1); // and the summary row
    const transposed = await workbook('POST', `/stored-grabber/export/${id}/2026-10-24/2026-10-26/NONE`, tokens.ba, { transpose: true });
    expect(transposed.sheet?.getRow(6).getCell(2).value).toBe(BA1);
    expect(transposed.sheet?.getRow(6).getCell(7).value).toBe(1.234); // after site, code, headings 1-3 and units
    expect(transposed.headers['content-disposition']).toBe('attachment; filename="Export me.xlsx"');
  });

  it("says 'No data to export' when no cell holds a value, and refuses as the page does", async () => {
    const empty = await grabberOf(tokens.ba, 'Empty', []);
    await refused('POST', `/stored-grabber/export/${empty}/2026-10-24/2026-10-26`, tokens.ba, {}, 400, 'No data to export');
    const id = await grabberOf(tokens.ba, 'Quiet days', [['BA', BA1]]);
    await refused('POST', `/stored-grabber/export/${id}/2026-11-01/2026-11-02`, tokens.ba, {}, 400, 'No data to export');
    await refused('POST', `/stored-grabber/export/${id}/2026-10-24/2026-10-26`, tokens.operator, {}, 403);
    await refused('POST', `/stored-grabber/export/${id}/2026-10-24/2026-10-26`, tokens.wi, {}, 403);
    await refused('POST', `/stored-grabber/export/${id}/2026-10-24/2026-10-26`, tokens.ba, { sort: 'sideways' }, 400);
    await refused('POST', `/stored-grabber/export/${id}/2024-10-24/2026-10-26`, tokens.ba, { transpose: true }, 400);
    const badId = await server.app.inject({
      method: 'POST',
      url: `/api/stored-grabber/export/${id}/2026-10-24/2026-10-26`,
      headers: { [AUTH_HEADER]: tokens.ba, 'x-export-id': 'no!' },
      payload: {},
    });
    expect(badId.statusCode).toBe(400);
    await refused('DELETE', '/exports/notrunning1234', tokens.ba, undefined, 404);
  });
});

describe('cancelling an export (DELETE /exports/{exportId})', () => {
  it('stops the caller’s own export in progress: the export answers 409 and leaves no file; another user cannot', async () => {
    const codes = demoParameters('BA')
      .slice(2, 5)
      .map((p) => p.CODE);
    // Three parameters, every hour of three years: long enough to still be running when the cancel lands.
    const streams = new Map<string, EventToAppend[]>();
    for (let d = 0; d < 1_098; d += 1) {
      const date = addDays('2026-10-31', -d);
      for (const code of codes) {
        const changes = Array.from({ length: 24 }, (_, h) => ({
          code,
          date,
          hour: h + 1,
          kind: 'Insert' as const,
          value: d + h / 100,
          previous: null,
        }));
        const data = { site: 'BA' as const, operation: 'BC2026', submissionId: `${code}-${date}`, changes };
        const stream = valuesStream('BA', date);
        streams.set(stream, [...(streams.get(stream) ?? []), { type: 'ParameterValuesSubmitted', data, metadata: testMetadata() }]);
      }
    }
    for (const [stream, events] of streams) await server.infra.eventStore.append(stream, events, 'any');
    const id = await grabberOf(
      tokens.ba,
      'Three years',
      codes.map((code): [string, string] => ['BA', code]),
    );
    const exportsFolder = exportsFolderOf(server.dataDir); // this server's own
    const before = new Set(existsSync(exportsFolder) ? readdirSync(exportsFolder) : []);
    const exporting = server.app.inject({
      method: 'POST',
      url: `/api/stored-grabber/export/${id}/${addDays('2026-10-31', -1_097)}/2026-10-31`,
      headers: { [AUTH_HEADER]: tokens.ba, 'x-export-id': 'three-years-1' },
      payload: {},
    });
    const state = { settled: false };
    void exporting.then(() => (state.settled = true));
    // Wait on state: the export is known once its definition has been read.
    let cancel = await server.request({ method: 'DELETE', url: '/api/exports/three-years-1', token: tokens.ba });
    while (cancel.status === 404 && !state.settled) {
      await new Promise((resolve) => setImmediate(resolve));
      cancel = await server.request({ method: 'DELETE', url: '/api/exports/three-years-1', token: tokens.wi });
      expect(cancel.status).toBe(404);
      cancel = await server.request({ method: 'DELETE', url: '/api/exports/three-years-1', token: tokens.ba });
    }
    expect({ status: cancel.status, body: cancel.body }).toEqual({ status: 200, body: JSON.stringify({ message: 'Export cancelled' }) });
    const answer = await exporting;
    expect({ status: answer.statusCode, body: answer.body }).toEqual({ status: 409, body: 'Export cancelled' });
    expect(readdirSync(exportsFolder).filter((name) => !before.has(name))).toEqual([]);
  });
});

describe('running a report (GET /report/{site}/{reportId}/{fromDate}/{toDate}/{operation or NONE})', () => {
  const reportOf = (body: object, columns: [string, string][]) => fixtures.reportOf(tokens.manager, 'Campaign daily', body, columns);

  it('answers the workbook named by OUTPUT_FILE_NAME: one row per factory date (period D), sites over the codes', async () => {
    const id = await reportOf({ PERD_CODE: 'D', OUTPUT_FILE_NAME: 'Campaign daily 2026' }, [
      ['BA', BA1],
      ['WI', WI1],
    ]);
    const file = await workbook('GET', `/report/CO/${id}/2026-10-24/2026-10-26/NONE`, tokens.manager);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="Campaign daily 2026.xlsx"');
    const sheet = file.sheet;
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(5).values).toEqual([undefined, 'Site', undefined, undefined, undefined, 'Bardney', 'Wissington']);
    // the codes are hourly: a note says what a daily row holds of them
    expect(sheet.getRow(6).getCell(1).value).toBe('Note');
    expect(sheet.getRow(6).getCell(5).value).toBe('Daily row: the reading of factory hour 24 (real 07:00), not a mean of the day');
    const rows = [8, 9, 10].map((n) => sheet.getRow(n).values);
    expect(rows).toEqual([
      [undefined, new Date('2026-10-24T00:00:00Z'), 7, new Date('2026-10-24T00:00:00Z'), 24, 24],
      [undefined, new Date('2026-10-25T00:00:00Z'), 7, new Date('2026-10-25T00:00:00Z'), 25, 25, 99],
      [undefined, new Date('2026-10-26T00:00:00Z'), 7, new Date('2026-10-26T00:00:00Z'), 24],
    ]);
  });

  it("ends a daily report whose range reaches factory today at the last day that is over (no empty row for today's)", async () => {
    // The server's clock: real 2026-11-22 10:00, factory 2026-11-23 03:00 (factory today).
    await putValues('BA', BA1, '2026-11-22', { 24: 22 });
    const id = await reportOf({ PERD_CODE: 'D' }, [['BA', BA1]]);
    const file = await workbook('GET', `/report/CO/${id}/2026-11-21/2026-11-23/NONE`, tokens.manager);
    const sheet = file.sheet;
    if (!sheet) throw new Error('no sheet');
    const last = sheet.getRow(sheet.rowCount - 1);
    expect([last.getCell(3).value, last.getCell(5).value]).toEqual([new Date('2026-11-22T00:00:00Z'), 22]);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Average of V');
    expect(sheet.rowCount).toBe(6 + 2 + 1); // header lines with the note, the 21st and 22nd, the summary
  });

  it('suppresses blank rows and filters by operation when asked; hourly (H) rows', async () => {
    const id = await reportOf({ PERD_CODE: 'H', SUPPRESS_BLANK_ROWS: true }, [['BA', BA2]]);
    const file = await workbook('GET', `/report/CO/${id}/2026-10-24/2026-10-26/jr2026`, tokens.manager);
    expect(file.sheet?.rowCount).toBe(5 + 1 + 1); // and the summary row
    expect(file.sheet?.getRow(6).values).toEqual([
      undefined,
      new Date('2026-10-25T00:00:00Z'),
      7,
      new Date('2026-10-25T00:00:00Z'),
      25,
      2.5,
    ]);
  });

  it('refuses without REPORTS, at another site, another user’s personal report, a grabber, and bad input', async () => {
    const id = await reportOf({}, [['BA', BA1]]);
    const url = `/report/CO/${id}/2026-10-24/2026-10-26/NONE`;
    await refused('GET', url, tokens.operator, undefined, 403, 'You do not have permission to do that');
    await refused(
      'GET',
      `/report/BA/${id}/2026-10-24/2026-10-26/NONE`,
      tokens.manager,
      undefined,
      403,
      'You can only work on your own site',
    );
    await refused('GET', url, tokens.auditor, undefined, 403, 'You cannot open this report or grabber');
    const grabber = await grabberOf(tokens.manager, 'Not a report', [['BA', BA1]]);
    await refused('GET', `/report/CO/${grabber}/2026-10-24/2026-10-26/NONE`, tokens.manager, undefined, 404, `Report ${grabber} not found`);
    await refused('GET', `/report/XX/${id}/2026-10-24/2026-10-26/NONE`, tokens.manager, undefined, 400);
    await refused(
      'GET',
      `/report/CO/${id}/2026-10-27/2026-10-26/NONE`,
      tokens.manager,
      undefined,
      400,
      'The to date cannot be before the from date',
    );
  });
});
