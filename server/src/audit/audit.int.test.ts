import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { AUTH_HEADER, valuesStream, type AuditTrailPage, type ChangeRecordInput, type DataSettingsDto } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26 (today); yesterday's values need a reason to change.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const YESTERDAY = '2026-11-25';
const OP = 'BC2026';
const TEMP = 'ZA-TEMP-V-1H';
const OTHER = 'ZA-FLOW-V-1H';

let server: TestServer;
const { ok, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', wi: '', centralOffice: '', manager: '' };

const rec = (
  CODE: string,
  FTR_DATE: string,
  FTR_HOUR: number,
  VALUE: number | null,
  ORIGINAL_VALUE: number | null = null,
  REASON?: string,
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
  ...(REASON ? { REASON } : {}),
});
const body = (data: ChangeRecordInput[]) => ({ submissionId: randomUUID(), data });
const submit = (data: ChangeRecordInput[], token: string) => ok('POST', '/data', token, body(data));
const trail = async (query: string, token = t.supervisor, code = TEMP, site = 'BA') => {
  await caughtUp();
  return ok<AuditTrailPage>('GET', `/audit-trail/${site}/${code}?from=${YESTERDAY}&to=${TODAY}${query}`, token);
};
const summary = (page: AuditTrailPage) => page.rows.map((r) => [r.user, r.date, r.hour, r.kind, r.previous, r.value, r.source, r.reason]);

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  await listCodeParts(server, ['ZA-TEMP-V-1H', 'ZA-FLOW-V-1H']);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.wi = (await server.login('supervisor.wi', 'WI')).token;
  t.centralOffice = (await server.login('auditor.co', 'CO')).token;
  t.manager = (await server.login('manager.co', 'BA')).token;
  for (const CODE of [TEMP, OTHER]) {
    await ok('POST', '/parameter', t.supervisor, {
      CODE,
      HEADING1: CODE,
      PCAT_CODE: 'JUICE',
      UPPER_ABS_LIMIT: 120,
      LOWER_ABS_LIMIT: 0,
      UPPER_CHK_LIMIT: 100,
      LOWER_CHK_LIMIT: 10,
    });
  }
  // The operator writes parameters that a data entry screen within their write access holds (docs/dataValues.md).
  const { ID: entry } = await ok<{ ID: number }>('POST', '/data-screen', t.supervisor, {
    DESCRIPTION: 'Audit entry',
    SCREEN_TYPE: 'HLY',
    ACCESS_LEVEL: 1,
    AREA: 'A',
  });
  for (const CODE of [TEMP, OTHER]) await ok('POST', `/data-screen-member/${entry}/${CODE}`, t.supervisor);
  await caughtUp();
  // Entered by the operator (no reason needed), an out-of-range 115 among them; another parameter alongside.
  await submit(
    [rec(TEMP, YESTERDAY, 5, 50), rec(TEMP, YESTERDAY, 6, 60), rec(TEMP, YESTERDAY, 7, 115), rec(OTHER, YESTERDAY, 5, 1)],
    t.operator,
  );
  await caughtUp();
});
afterAll(() => server.destroy());

describe('reasons for change', () => {
  it("refuses a correction or deletion of an earlier day's value without a reason, naming the cells, and writes nothing", async () => {
    await refused(
      'POST',
      '/data',
      t.supervisor,
      body([rec(TEMP, YESTERDAY, 5, 55, 50), rec(TEMP, YESTERDAY, 6, null, 60, 'Other')]),
      400,
      `Give a reason for changing these submitted values: ${TEMP} ${YESTERDAY} h5, ${TEMP} ${YESTERDAY} h6`,
    );
  });

  it('the site rule and a screen override are event-sourced settings; the central office and operators cannot change them', async () => {
    expect(await ok<DataSettingsDto>('GET', '/data-settings', t.operator)).toEqual({
      site: 'BA',
      reasonRule: 'olderThanToday',
      screens: {},
    });
    await refused('PUT', '/data-settings/reason-rule', t.operator, { rule: 'never' }, 403);
    await refused('PUT', '/data-settings/reason-rule', t.centralOffice, { rule: 'never' }, 403);
    await refused('PUT', '/data-settings/reason-rule', t.supervisor, { rule: null }, 400);
    await refused(
      'PUT',
      '/data-settings/reason-rule',
      t.supervisor,
      { rule: 'never', screenId: 999_999 },
      404,
      'Data screen not found at this site',
    );
    await ok('PUT', '/data-settings/reason-rule', t.supervisor, { rule: 'always' });
    await caughtUp();
    expect(await ok<DataSettingsDto>('GET', '/data-settings', t.operator)).toMatchObject({ reasonRule: 'always' });
    expect(await ok<DataSettingsDto>('GET', '/data-settings?site=BA', t.centralOffice)).toMatchObject({ reasonRule: 'always' });
    // 'always': even today's correction needs one.
    await submit([rec(TEMP, TODAY, 1, 40)], t.operator);
    await refused(
      'POST',
      '/data',
      t.operator,
      body([rec(TEMP, TODAY, 1, 41, 40)]),
      400,
      `Give a reason for changing these submitted values: ${TEMP} ${TODAY} h1`,
    );
    await ok('PUT', '/data-settings/reason-rule', t.supervisor, { rule: 'olderThanToday' });
    // A screen's override wins on that screen only.
    const { ID } = await ok<{ ID: number }>('POST', '/data-screen', t.supervisor, {
      DESCRIPTION: 'Audit screen',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'A',
    });
    await ok('POST', `/data-screen-member/${ID}/${TEMP}`, t.supervisor);
    await ok('PUT', '/data-settings/reason-rule', t.supervisor, { rule: 'always', screenId: ID });
    await caughtUp();
    expect(await ok<DataSettingsDto>('GET', '/data-settings', t.operator)).toEqual({
      site: 'BA',
      reasonRule: 'olderThanToday',
      screens: { [ID]: 'always' },
    });
    await refused(
      'POST',
      '/data',
      t.operator,
      { ...body([rec(TEMP, TODAY, 1, 41, 40)]), screenId: String(ID) },
      400,
      `Give a reason for changing these submitted values: ${TEMP} ${TODAY} h1`,
    );
    await ok('PUT', '/data-settings/reason-rule', t.supervisor, { rule: null, screenId: ID });
    await submit([rec(TEMP, TODAY, 1, 41, 40)], t.operator);
  });
});

describe('GET /audit-trail/:site/:code', () => {
  beforeAll(async () => {
    await submit(
      [
        rec(TEMP, YESTERDAY, 5, 55, 50, 'Instrument fault'),
        rec(TEMP, YESTERDAY, 6, null, 60, 'Other: entered twice'),
        rec(TEMP, YESTERDAY, 7, 95, 115, 'Transcription error'),
      ],
      t.supervisor,
    );
    // What the recalculation job appends to the week stream.
    await server.infra.eventStore.append(
      valuesStream('BA', YESTERDAY),
      [
        {
          type: 'ParameterValuesRecalculated',
          data: {
            site: 'BA',
            operation: OP,
            jobId: 'job-7',
            changes: [{ code: TEMP, date: YESTERDAY, hour: 8, kind: 'Insert', value: 3, previous: null }],
          },
          metadata: systemMetadata('BA', { now: () => NOW }),
        },
      ],
      'any',
    );
  });

  it('lists every change in order with users, values, sources and reasons; the out-of-range value stays visible', async () => {
    const page = await trail('');
    expect(page).toMatchObject({
      total: 9,
      pageSize: 50,
      prevCursor: null,
      nextCursor: null,
      continuesBefore: false,
      continuesAfter: false,
    });
    expect(summary(page)).toEqual([
      ['operator.ba', YESTERDAY, 5, 'Insert', null, 50, 'DATAENTRY', null],
      ['operator.ba', YESTERDAY, 6, 'Insert', null, 60, 'DATAENTRY', null],
      ['operator.ba', YESTERDAY, 7, 'Insert', null, 115, 'DATAENTRY', null],
      ['operator.ba', TODAY, 1, 'Insert', null, 40, 'DATAENTRY', null],
      ['operator.ba', TODAY, 1, 'Update', 40, 41, 'DATAENTRY', null],
      ['supervisor.ba', YESTERDAY, 5, 'Update', 50, 55, 'DATAENTRY', 'Instrument fault'],
      ['supervisor.ba', YESTERDAY, 6, 'Delete', 60, null, 'DATAENTRY', 'Other: entered twice'],
      ['supervisor.ba', YESTERDAY, 7, 'Update', 115, 95, 'DATAENTRY', 'Transcription error'],
      ['system', YESTERDAY, 8, 'RECALCULATED', null, 3, 'RECALCULATION', null],
    ]);
    expect(page.rows[0]).toMatchObject({ operation: OP, at: NOW.toISOString(), submissionId: expect.any(String), jobId: null });
    expect(page.rows.at(-1)).toMatchObject({ submissionId: null, jobId: 'job-7' });
    const positions = page.rows.map((r) => BigInt(r.position));
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by user, source and factory dates; pages by rows, a page boundary may split a change set and says so', async () => {
    expect(summary(await trail('&user=supervisor.ba')).map((r) => r[2])).toEqual([5, 6, 7]);
    expect(await trail('&user=supervisor.ba')).toMatchObject({ total: 3 });
    expect(summary(await trail('&source=RECALCULATION')).map((r) => r[2])).toEqual([8]);
    expect((await ok<AuditTrailPage>('GET', `/audit-trail/BA/${TEMP}?from=${TODAY}&to=${TODAY}`, t.operator)).rows).toHaveLength(2);
    // Change sets: (1) yesterday 5-7 entered, (2) today 1 entered, (3) today 1 corrected, (4) the corrections, (5) the job.
    const first = await trail('&pageSize=2');
    expect(summary(first).map((r) => [r[1], r[2], r[3]])).toEqual([
      [YESTERDAY, 5, 'Insert'],
      [YESTERDAY, 6, 'Insert'],
    ]);
    expect(first).toMatchObject({
      total: 9,
      pageSize: 2,
      prevCursor: null,
      nextCursor: expect.any(String),
      continuesBefore: false,
      continuesAfter: true,
    });
    const second = await trail(`&pageSize=2&after=${first.nextCursor}`);
    expect(summary(second).map((r) => [r[1], r[2], r[3]])).toEqual([
      [YESTERDAY, 7, 'Insert'],
      [TODAY, 1, 'Insert'],
    ]);
    expect(second).toMatchObject({
      prevCursor: expect.any(String),
      nextCursor: expect.any(String),
      continuesBefore: true,
      continuesAfter: false,
    });
    expect(await trail(`&pageSize=2&before=${second.prevCursor}`)).toEqual(first);
    const last = await trail('&pageSize=2&last=true');
    expect(summary(last).map((r) => [r[2], r[3]])).toEqual([
      [7, 'Update'],
      [8, 'RECALCULATED'],
    ]);
    expect(last).toMatchObject({ nextCursor: null, prevCursor: expect.any(String) });
    await refused(
      'GET',
      `/audit-trail/BA/${TEMP}?from=${YESTERDAY}&to=${TODAY}&after=${first.nextCursor}&last=true`,
      t.supervisor,
      undefined,
      400,
      'Give at most one of after, before and last',
    );
    await refused(
      'GET',
      `/audit-trail/BA/${TEMP}?from=${YESTERDAY}&to=${TODAY}&after=5`,
      t.supervisor,
      undefined,
      400,
      'after: Invalid cursor',
    );
  });

  it('walks every row by cursor, forward and back, each page at most pageSize rows and deep pages right', async () => {
    const all = summary(await trail(''));
    const forward: AuditTrailPage[] = [await trail('&pageSize=4')];
    while (forward.at(-1)!.nextCursor) forward.push(await trail(`&pageSize=4&after=${forward.at(-1)!.nextCursor}`));
    expect(forward.map((p) => p.rows.length)).toEqual([4, 4, 1]);
    expect(forward.flatMap(summary)).toEqual(all);
    const backward: AuditTrailPage[] = [await trail('&pageSize=4&last=true')];
    while (backward.at(-1)!.prevCursor) backward.push(await trail(`&pageSize=4&before=${backward.at(-1)!.prevCursor}`));
    expect(backward.reverse().flatMap(summary)).toEqual(all);
    expect(backward.map((p) => p.rows.length)).toEqual([1, 4, 4]);
  });

  it('pageSize=50 answers at most 50 rows (not 50 change sets), the rest on the next page', async () => {
    const hours = Array.from({ length: 24 }, (_, i) => i + 1);
    await submit(
      hours.filter((h) => h !== 5).map((h) => rec(OTHER, YESTERDAY, h, h)),
      t.supervisor,
    );
    await submit(
      hours.map((h) => rec(OTHER, YESTERDAY, h, h + 30, h === 5 ? 1 : h, 'Sample re-tested')),
      t.supervisor,
    );
    await submit(
      hours.map((h) => rec(OTHER, YESTERDAY, h, h + 60, h + 30, 'Sample re-tested')),
      t.supervisor,
    );
    const first = await trail('&pageSize=50', t.supervisor, OTHER);
    expect(first).toMatchObject({ total: 72, continuesAfter: true });
    expect(first.rows).toHaveLength(50);
    const second = await trail(`&pageSize=50&after=${first.nextCursor}`, t.supervisor, OTHER);
    expect(second).toMatchObject({ nextCursor: null, continuesBefore: true, continuesAfter: false });
    expect(second.rows.map((r) => [r.hour, r.previous, r.value])).toEqual(hours.slice(2).map((h) => [h, h + 30, h + 60]));
  });

  it('exports the filtered trail as a spreadsheet', async () => {
    await caughtUp();
    const url = `/api/audit-trail/BA/${TEMP}/export?from=${YESTERDAY}&to=${TODAY}&user=supervisor.ba`;
    const response = await server.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: t.supervisor } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="audit-BA-${TEMP}-${YESTERDAY}-${TODAY}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual([
      'Position',
      'When',
      'User',
      'Factory Date',
      'Hour',
      'Operation',
      'Change',
      'Old Value',
      'New Value',
      'Source',
      'Submission / Job',
      'Reason',
      'Signature',
    ]);
    expect(rows.slice(1).map((r) => [r[2], r[4], r[6], r[7], r[8], r[11]])).toEqual([
      ['supervisor.ba', 5, 'Update', 50, 55, 'Instrument fault'],
      ['supervisor.ba', 6, 'Delete', 60, undefined, 'Other: entered twice'],
      ['supervisor.ba', 7, 'Update', 115, 95, 'Transcription error'],
    ]);
  });

  it("is scoped to the user's own site (the central office reads any), needs a data-view permission, and checks its query", async () => {
    await refused(
      'GET',
      `/audit-trail/BA/${TEMP}?from=${YESTERDAY}&to=${TODAY}`,
      t.wi,
      undefined,
      403,
      'You can only work on your own site',
    );
    expect((await trail('', t.centralOffice)).total).toBe(9);
    await refused('GET', `/audit-trail/BA/${TEMP}?from=${YESTERDAY}&to=${TODAY}`, t.manager, undefined, 403);
    await refused(
      'GET',
      `/audit-trail/BA/${TEMP}?from=${TODAY}&to=${YESTERDAY}`,
      t.supervisor,
      undefined,
      400,
      'The end date cannot be before the start date',
    );
    await refused('GET', `/audit-trail/BA/${TEMP}?from=${YESTERDAY}&to=${TODAY}&source=NOPE`, t.supervisor, undefined, 400);
    await refused('GET', `/audit-trail/BA/${TEMP}?to=${TODAY}`, t.supervisor, undefined, 400);
  });
});
