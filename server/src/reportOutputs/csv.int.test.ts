import ExcelJS from 'exceljs';
import { AUTH_HEADER } from '@ftr/contracts';
import { demoParameters } from '../seed/demoParameters.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { outputFixtures } from '../testing/outputFixtures.ts';

// The spec's "POST /csv ({data: rows}), answer is CSV text" — the grabber's rows as CSV beside its workbook.
// 10:00 UTC on 22 Nov 2026 is factory date 2026-11-23.
let server: TestServer;
const { ok, refused, caughtUp } = httpHelpers(() => server);
const tokens = { ba: '', operator: '', wi: '', manager: '' };
const [BA1 = '', BA2 = ''] = demoParameters('BA').map((p) => p.CODE);
const WI1 = demoParameters('WI')[0]?.CODE ?? '';
const BOM = '\uFEFF';

const { putValues, grabberOf } = outputFixtures(() => server, { ok, caughtUp });
const post = async (url: string, token: string, body: object) => {
  await caughtUp();
  return server.app.inject({ method: 'POST', url: `/api${url}`, headers: { [AUTH_HEADER]: token }, payload: body });
};
/** The CSV's lines (the byte-order mark kept on the first), split at CRLF. */
const linesOf = (text: string) => text.split('\r\n').slice(0, -1);

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T10:00:00Z'), demoDays: 0 });
  tokens.ba = (await server.login('supervisor.ba', 'BA')).token;
  tokens.operator = (await server.login('operator.ba', 'BA')).token;
  tokens.wi = (await server.login('supervisor.wi', 'WI')).token;
  tokens.manager = (await server.login('manager.co', 'CO')).token;
  // The autumn change day (25 factory hours) and the days around it.
  await putValues('BA', BA1, '2026-10-24', { 1: 1.234, 24: -0.5 });
  await putValues('BA', BA1, '2026-10-25', { 25: 25 });
  await putValues('BA', BA2, '2026-10-25', { 25: 2.5 }, 'JR2026');
  await putValues('BA', BA2, '2026-10-26', { 1: 1234567.125 });
  await putValues('WI', WI1, '2026-10-25', { 25: 99 });
  await caughtUp();
});
afterAll(() => server.destroy());

describe('POST /csv ({data: rows}): the grabber’s rows as CSV text', () => {
  it('answers UTF-8 with a byte-order mark, the workbook’s header, ISO dates, ‘.’ decimals and ‘,’ between fields, as an attachment', async () => {
    const id = await grabberOf(tokens.ba, 'Autumn pans', [
      ['BA', BA1],
      ['BA', BA2],
    ]);
    const answer = await post('/csv', tokens.ba, { data: { grabberId: id, from: '2026-10-24', to: '2026-10-26' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="Autumn pans.csv"');
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = linesOf(answer.body);
    expect(lines[0]).toBe(`${BOM}Real Date,Real Hour,Factory Date,Factory Hour,${BA1},${BA2}`);
    expect(lines).toHaveLength(1 + 24 + 25 + 24);
    expect(lines[1]).toBe('2026-10-23,8,2026-10-24,1,1.234,');
    expect(lines[24]).toBe('2026-10-24,7,2026-10-24,24,-0.5,');
    expect(lines[24 + 25]).toBe('2026-10-25,7,2026-10-25,25,25,2.5');
    expect(lines[24 + 25 + 1]).toBe('2026-10-25,8,2026-10-26,1,,1234567.125');
  });

  it('holds the rows of the workbook the same grabber exports (one data path), newest first when asked, under one operation', async () => {
    const id = await grabberOf(tokens.ba, 'Both files', [
      ['BA', BA1],
      ['BA', BA2],
    ]);
    const csv = linesOf(
      (await post('/csv', tokens.ba, { data: { grabberId: id, from: '2026-10-24', to: '2026-10-26' }, sort: 'desc' })).body,
    );
    const xlsx = await post(`/stored-grabber/export/${String(id)}/2026-10-24/2026-10-26`, tokens.ba, { sort: 'desc' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
    const sheet = book.worksheets[0];
    const cells = (v: ExcelJS.CellValue) =>
      v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'number' || typeof v === 'string' ? String(v) : '';
    const lines: string[] = [];
    sheet?.eachRow((row) => {
      lines.push(Array.from({ length: 4 + 2 }, (_, i) => cells(row.getCell(i + 1).value)).join(','));
    });
    // the workbook's last header line (the labels and codes; a Units line above it stays in the workbook) is
    // the CSV's header; its rows are the CSV's lines
    // the CSV is for programs: the workbook's summary row under the data is not one of its lines
    expect(lines.at(-1)).toMatch(/^Average of V,/);
    const rows = lines.slice(
      lines.findIndex((line) => line.startsWith('Real Date,')),
      -1,
    );
    expect(rows).toHaveLength(1 + 24 + 25 + 24);
    expect(csv.map((line) => line.replace(BOM, ''))).toEqual(rows);
    const underRun = linesOf(
      (await post('/csv', tokens.ba, { data: { grabberId: id, from: '2026-10-25', to: '2026-10-25', operation: 'jr2026' } })).body,
    );
    expect(underRun.filter((line) => !line.endsWith(','))).toEqual([
      `${BOM}Real Date,Real Hour,Factory Date,Factory Hour,${BA1},${BA2}`,
      '2026-10-25,7,2026-10-25,25,,2.5',
    ]);
  });

  it('exports picked parameters across sites for the central office, naming each column’s site, under the file name asked', async () => {
    const answer = await post('/csv', tokens.manager, {
      data: {
        parameters: [
          { SITE: 'BA', CODE: BA1.toLowerCase() },
          { SITE: 'WI', CODE: WI1 },
        ],
        from: '2026-10-25',
        to: '2026-10-25',
      },
      filename: 'Two sites.csv',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="Two sites.csv"');
    const lines = linesOf(answer.body);
    expect(lines[0]).toBe(`${BOM}Real Date,Real Hour,Factory Date,Factory Hour,${BA1} (BA),${WI1} (WI)`);
    expect(lines[25]).toBe('2026-10-25,7,2026-10-25,25,25,99');
  });
});

describe('POST /csv refusals (nothing is written by any)', () => {
  it('401 unsigned, 403 without DATA_GRABBER, 403 for another site’s grabber or parameter', async () => {
    const id = await grabberOf(tokens.ba, 'Bardney only', [['BA', BA1]]);
    const rows = { grabberId: id, from: '2026-10-24', to: '2026-10-25' };
    await refused('POST', '/csv', undefined, { data: rows }, 401, 'Please sign in');
    await refused('POST', '/csv', tokens.operator, { data: rows }, 403, 'You do not have permission to do that');
    await refused('POST', '/csv', tokens.wi, { data: rows }, 403, 'You cannot open this report or grabber');
    const wiRows = { parameters: [{ SITE: 'WI', CODE: WI1 }], from: '2026-10-25', to: '2026-10-25' };
    await refused('POST', '/csv', tokens.ba, { data: wiRows }, 403, 'You can only work on your own site');
  });

  it("400 'No data to export' when no cell holds a value, and for rows not named one way", async () => {
    const id = await grabberOf(tokens.ba, 'Quiet days', [['BA', BA1]]);
    await refused('POST', '/csv', tokens.ba, { data: { grabberId: id, from: '2026-11-01', to: '2026-11-02' } }, 400, 'No data to export');
    const both = { grabberId: id, parameters: [{ SITE: 'BA', CODE: BA1 }], from: '2026-10-24', to: '2026-10-25' };
    await refused('POST', '/csv', tokens.ba, { data: both }, 400, 'data: Name a grabber (grabberId) or pick parameters, not both');
    await refused('POST', '/csv', tokens.ba, { data: { from: '2026-10-24', to: '2026-10-25' } }, 400);
    await refused(
      'POST',
      '/csv',
      tokens.ba,
      { data: { grabberId: id, from: '2026-10-25', to: '2026-10-24' } },
      400,
      'The to date cannot be before the from date',
    );
    await refused('POST', '/csv', tokens.ba, { rows: [] }, 400);
  });
});
