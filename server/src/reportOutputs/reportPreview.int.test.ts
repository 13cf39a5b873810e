import type { GrabberPageDto } from '@ftr/contracts';
import { demoParameters } from '../seed/demoParameters.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { outputFixtures } from '../testing/outputFixtures.ts';

// GET /report-preview/...: the rows Run Report would write, a page at a time, under the same rule of who
// may run the report. 10:00 UTC on 22 Nov 2026 is factory date 2026-11-23.
let server: TestServer;
const { ok, refused, caughtUp } = httpHelpers(() => server);
const tokens = { operator: '', manager: '', auditor: '' };
const BA1 = demoParameters('BA')[0]?.CODE ?? '';
const WI1 = demoParameters('WI')[0]?.CODE ?? '';
const fixtures = outputFixtures(() => server, { ok, caughtUp });
const { putValues, grabberOf } = fixtures;

const reportOf = (body: object, columns: [string, string][]) => fixtures.reportOf(tokens.manager, 'Preview daily', body, columns);

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T10:00:00Z'), demoDays: 0 });
  tokens.operator = (await server.login('operator.ba', 'BA')).token;
  tokens.manager = (await server.login('manager.co', 'CO')).token;
  tokens.auditor = (await server.login('auditor.co', 'CO')).token;
  await putValues('BA', BA1, '2026-10-24', { 1: 1.5, 24: 24 });
  await putValues('BA', BA1, '2026-10-25', { 25: 25 });
  await putValues('WI', WI1, '2026-10-25', { 25: 99 }, 'JR2026');
  await putValues('BA', BA1, '2026-11-22', { 24: 22 });
  await caughtUp();
});
afterAll(() => server.destroy());

describe('report preview (GET /report-preview/{site}/{reportId}/{fromDate}/{toDate}/{operation or NONE})', () => {
  it("answers a daily report's rows as its workbook holds them: one per factory date at its daily hour, sites over the codes", async () => {
    const id = await reportOf({ PERD_CODE: 'D' }, [
      ['BA', BA1],
      ['WI', WI1],
    ]);
    const page = await ok<GrabberPageDto>('GET', `/report-preview/CO/${id}/2026-10-24/2026-10-26/NONE`, tokens.manager);
    expect(page.columns.map((c) => [c.site, c.code])).toEqual([
      ['BA', BA1],
      ['WI', WI1],
    ]);
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => [r.FTR_DATE, r.FTR_HOUR, r.values])).toEqual([
      ['2026-10-24', 24, [24, null]],
      ['2026-10-25', 25, [25, 99]],
      ['2026-10-26', 24, [null, null]],
    ]);
    const newest = await ok<GrabberPageDto>('GET', `/report-preview/CO/${id}/2026-10-24/2026-10-26/NONE?sort=desc`, tokens.manager);
    expect(newest.rows[0]?.FTR_DATE).toBe('2026-10-26');
  });

  it("ends at the last day that is over, drops blank rows and filters by operation as the report's run does", async () => {
    const daily = await reportOf({ PERD_CODE: 'D' }, [['BA', BA1]]);
    const today = await ok<GrabberPageDto>('GET', `/report-preview/CO/${daily}/2026-11-21/2026-11-23/NONE`, tokens.manager);
    expect(today.rows.map((r) => [r.FTR_DATE, r.values[0]])).toEqual([
      ['2026-11-21', null],
      ['2026-11-22', 22],
    ]);
    const hourly = await reportOf({ PERD_CODE: 'H', SUPPRESS_BLANK_ROWS: true }, [['WI', WI1]]);
    const jr = await ok<GrabberPageDto>('GET', `/report-preview/CO/${hourly}/2026-10-24/2026-10-26/jr2026`, tokens.manager);
    expect(jr.rows.map((r) => [r.FTR_DATE, r.FTR_HOUR, r.values[0]])).toEqual([['2026-10-25', 25, 99]]);
    expect(jr.total).toBe(1);
  });

  it('refuses without REPORTS, at another site, another user’s personal report, a grabber, and bad input', async () => {
    const id = await reportOf({}, [['BA', BA1]]);
    const url = `/report-preview/CO/${id}/2026-10-24/2026-10-26/NONE`;
    await refused('GET', url, tokens.operator, undefined, 403, 'You do not have permission to do that');
    await refused(
      'GET',
      `/report-preview/BA/${id}/2026-10-24/2026-10-26/NONE`,
      tokens.manager,
      undefined,
      403,
      'You can only work on your own site',
    );
    await refused('GET', url, tokens.auditor, undefined, 403, 'You cannot open this report or grabber');
    const grabber = await grabberOf(tokens.manager, 'Not a report', [['BA', BA1]]);
    await refused(
      'GET',
      `/report-preview/CO/${grabber}/2026-10-24/2026-10-26/NONE`,
      tokens.manager,
      undefined,
      404,
      `Report ${grabber} not found`,
    );
    await refused('GET', `/report-preview/XX/${id}/2026-10-24/2026-10-26/NONE`, tokens.manager, undefined, 400);
    await refused('GET', `${url}?page=0`, tokens.manager, undefined, 400);
    await refused(
      'GET',
      `/report-preview/CO/${id}/2026-10-27/2026-10-26/NONE`,
      tokens.manager,
      undefined,
      400,
      'The to date cannot be before the from date',
    );
  });
});
