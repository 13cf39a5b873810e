import { randomUUID } from 'node:crypto';
import {
  AUDIT_MESSAGES,
  CCF_COMMENT_TYPES,
  DATA_MESSAGES,
  LOCK_REASON_TEXT,
  cellName,
  ccfStream,
  normaliseParameter,
  parameterStream,
  valuesStream,
  type AuditTrailPage,
  type CcfCommentDto,
  type CcfDataResult,
  type CcfDataValueDto,
  type CcfView,
  type ChangeRecordInput,
  type ScreenWriteResult,
  type SubmitDataResult,
} from '@ftr/contracts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26, hour 4; real (2026-11-25, h) is factory (2026-11-26, h - 7).
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const YESTERDAY = '2026-11-25';
const OP = 'BC2026';
const BRIX = 'ZT-BRIX-V-1H'; // trigger band 4..8, CCF type ZQ and analysis ZBRIX set up in the CCF settings
const POL = 'ZT-POL-V-1D'; // daily; analysis ZPOL has no settings (history from before they had to exist): the parameter's thresholds stand in

let server: TestServer;
const { call, ok, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', lab: '', wi: '', centralOffice: '' };

const rec = (CODE: string, FTR_DATE: string, FTR_HOUR: number, VALUE: number): ChangeRecordInput => ({
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
const get = async <T>(url: string, token = t.operator) => {
  await caughtUp();
  return ok<T>('GET', url, token);
};
const view = (id: string, token = t.operator) => get<CcfView>(`/ccf/${id}`, token);
const listed = async (query = '', token = t.operator) => (await get<CcfView[]>(`/ccf${query}`, token)).map((c) => [c.PARAMETER, c.STATUS]);

let screen = 0;
beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  await listCodeParts(server, ['ZT-BRIX-V-1H', 'ZT-POL-V-1D']);
  // A laboratory analyst: VIEW_CCF only (no data screens), enough to enter a CCF's data values.
  await seedUsers(server, [
    {
      username: 'lab.ba',
      firstName: 'Lena',
      lastName: 'Lab',
      email: '',
      phone: '',
      readAccess: 1,
      writeAccess: 1,
      password: DEMO_PASSWORD,
      sites: ['BA'],
      flags: ['VIEW_CCF'],
    },
  ]);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.lab = (await server.login('lab.ba', 'BA')).token;
  t.wi = (await server.login('supervisor.wi', 'WI')).token;
  t.centralOffice = (await server.login('auditor.co', 'CO')).token;
  await ok('POST', '/ccf-types', t.supervisor, { code: 'ZQ', name: 'Zed quality' });
  await ok('POST', '/ccf-analysis', t.supervisor, {
    code: 'ZBRIX',
    name: 'Zed brix by refractometer',
    type: 'ZQ',
    low_abs: 2,
    low_trigger: 4,
    high_trigger: 8,
    high_abs: 10,
  });
  // The analysis holds the thresholds; POL's history below still carries its own copy.
  const thresholds = { CCF_TYPE: 'ZQ', UPPER_ABS_LIMIT: 50 };
  const legacyThresholds = { LOWABS: 2, LOWTRG: 4, HIGHTRG: 8, HIGHABS: 10 };
  await ok('POST', '/parameter', t.supervisor, {
    CODE: BRIX,
    HEADING1: 'Thin juice',
    HEADING2: 'brix',
    PCAT_CODE: 'JUICE',
    UNITS: '%',
    CCF_ANALYSIS: 'ZBRIX',
    ...thresholds,
  });
  // POST /parameter now refuses an analysis missing from the CCF settings: POL is history written before that rule.
  const pol = normaliseParameter(
    {
      HEADING1: 'Pol',
      LABEL: 'Daily pol',
      PTYP_CODE: 'REA',
      PCAT_CODE: 'JUICE',
      DISPLAY_PRECISION: 3,
      IN_USE_FLAG: true,
      AUDIT_FLAG: false,
      CCF_ANALYSIS: 'ZPOL',
      ...thresholds,
    },
    false,
  );
  await refused(
    'POST',
    '/parameter',
    t.supervisor,
    { CODE: POL, HEADING1: 'Pol', PCAT_CODE: 'JUICE', CCF_ANALYSIS: 'ZPOL', ...thresholds },
    400,
    'CCF Analysis ZPOL does not exist',
  );
  await server.infra.eventStore.append(
    parameterStream('BA', POL),
    [
      {
        type: 'ParameterCreated',
        data: { site: 'BA', code: POL, localFlag: 'Y', fields: { ...pol, ...legacyThresholds } },
        metadata: systemMetadata('BA', { now: () => NOW }, 'supervisor.ba'),
      },
    ],
    'no_stream',
  );
  screen = (
    await ok<ScreenWriteResult>('POST', '/data-screen', t.supervisor, {
      DESCRIPTION: 'Juice',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'A',
    })
  ).ID;
  await ok('POST', `/data-screen-member/${screen}/${BRIX}`, t.supervisor);
  // POL's CCF data values need a data entry screen within the analyst's write access (docs/dataValues.md).
  const daily = (
    await ok<ScreenWriteResult>('POST', '/data-screen', t.supervisor, {
      DESCRIPTION: 'Pol',
      SCREEN_TYPE: 'DLY',
      ACCESS_LEVEL: 1,
      AREA: 'A',
    })
  ).ID;
  await ok('POST', `/data-screen-member/${daily}/${POL}`, t.supervisor);
  // Yesterday's daily pol, in band: a correction of it needs a reason (the site's rule: older than today).
  await ok('POST', '/data', t.supervisor, { submissionId: randomUUID(), data: [rec(POL, YESTERDAY, 24, 5)] });
  await caughtUp();
});
afterAll(() => server.destroy());

describe('a CCF raised from data entry, re-tested, closed and deleted', () => {
  let id = '';
  let commentId = '';

  it('lists the CCF data entry raised with its type, analysis, title, units and counts', async () => {
    const submitted = await ok<SubmitDataResult>('POST', '/data', t.operator, {
      submissionId: randomUUID(),
      data: [rec(BRIX, TODAY, 1, 9)],
      screenId: String(screen),
    });
    id = submitted.ccfs[0]?.id ?? '';
    expect(await get<CcfView[]>('/ccf')).toEqual([
      expect.objectContaining({
        ID: id,
        SITE: 'BA',
        PARAMETER: BRIX,
        OPERATION: OP,
        STATUS: 'O',
        STATUS_NAME: 'Open',
        RAISED_FROM: 'DATAENTRY',
        RAISED_BY: 'operator.ba',
        TYPE: { code: 'ZQ', name: 'Zed quality' },
        ANALYSIS: { code: 'ZBRIX', name: 'Zed brix by refractometer', low_absolute: 2, low_trigger: 4, high_trigger: 8, high_absolute: 10 },
        PARAMETER_TITLE: 'Thin juice brix',
        UNITS: '%',
        COMMENT_COUNT: 0,
        DATA_COUNT: 0,
        DATE: TODAY,
        HOUR: 1,
        VALUE: 9,
      }),
    ]);
    expect(await view(id)).toMatchObject({ ID: id, STATUS: 'O' });
    expect(await get('/ccf-comment-types')).toEqual(CCF_COMMENT_TYPES);
  });

  it('refuses to close a data-entry CCF before it is pending close', async () => {
    await refused(
      'PATCH',
      `/ccf/close/${id}`,
      t.operator,
      { comment: 'Done' },
      409,
      'A CCF raised from data entry can be closed only once it is pending close (R)',
    );
  });

  it('takes comments, and lets only their author change them', async () => {
    const added = await ok<{ commentId: string; message: string; status: string }>('POST', `/ccf-comments/${id}`, t.operator, {
      comment: 'Sample sent to the lab',
    });
    expect(added).toMatchObject({ message: 'Comment Submitted', status: 'O' });
    commentId = added.commentId;
    expect(
      await ok('PUT', `/ccf-comments/${id}/${commentId}`, t.operator, { type: 1, comment: 'Sample sent to the lab at 10:00' }),
    ).toMatchObject({ message: 'Comment Updated' });
    expect(await get<CcfCommentDto[]>(`/ccf-comments/${id}`)).toEqual([
      {
        id: commentId,
        ccfId: id,
        timestamp: NOW.toISOString(),
        username: 'operator.ba',
        type: { id: 1, name: 'Initial Assessment' },
        comment: 'Sample sent to the lab at 10:00',
        edited_at: NOW.toISOString(),
        edited_by: 'operator.ba',
      },
    ]);
    expect(await get(`/ccf/commentcount/${id}`)).toEqual({ count: 1 });
    await refused(
      'PUT',
      `/ccf-comments/${id}/${commentId}`,
      t.supervisor,
      { comment: 'Mine now' },
      403,
      'Only the author can change a comment',
    );
    await refused('PUT', `/ccf-comments/${id}/no-such-comment`, t.operator, { comment: 'x' }, 404, 'Comment not found');
    await refused('PUT', `/ccf-comments/${id}/${commentId}`, t.operator, { type: 6, comment: 'x' }, 400);
    await refused('POST', `/ccf-comments/${id}`, t.operator, { comment: '   ' }, 400);
    // The same text again writes nothing.
    await refused('PUT', `/ccf-comments/${id}/${commentId}`, t.operator, { type: 1, comment: 'Sample sent to the lab at 10:00' }, 200);
  });

  it('refuses data values the data-entry rules refuse, writing nothing', async () => {
    const refuse = (body: object, status: number, message?: string) =>
      refused('POST', `/ccf-data/${id}`, t.lab, { analyst: 'Lena', date: YESTERDAY, hour: 10, value: 6, ...body }, status, message);
    await refuse({ value: 60 }, 400, `Error on code: ${BRIX}`);
    await refuse({ hour: 8, value: 9 }, 400, 'The value at that hour is already 9; nothing changed');
    await refuse({ date: '2026-03-29', hour: 1 }, 400, 'That hour does not exist on that date (clock change)');
    await refuse(
      { date: '2026-11-20' },
      403,
      DATA_MESSAGES.lockedCells([`${cellName(BRIX, '2026-11-21', 3)} (${LOCK_REASON_TEXT.historic})`]),
    );
    await refuse(
      { date: '2026-09-01' },
      403,
      DATA_MESSAGES.lockedCells([`${cellName(BRIX, '2026-09-02', 3)} (${LOCK_REASON_TEXT.beforeStart})`]),
    );
    await refuse({ analyst: '' }, 400);
    await refuse({ hour: 25 }, 400);
    await refuse({ value: 'six' }, 400);
    await refused('POST', '/ccf-data/no-such-ccf', t.lab, { analyst: 'Lena', date: YESTERDAY, hour: 10, value: 6 }, 404, 'CCF Not found');
  });

  it('enters an in-band re-test as the parameter value (VIEW_CCF only), recorded on the CCF first, moving the CCF to R', async () => {
    const result = await ok<CcfDataResult>('POST', `/ccf-data/${id}`, t.lab, { analyst: 'Lena', date: YESTERDAY, hour: 10, value: 6 });
    expect(result).toEqual({
      message: `Data value entered for ${BRIX}`,
      position: expect.any(String),
      submissionId: expect.any(String),
      FTR_DATE: TODAY,
      FTR_HOUR: 3,
    });
    // The week gets the value and what it says (a pending close); the CCF's stream the value, then its move to R.
    const [value, intent] = (await server.infra.eventStore.readStream(valuesStream('BA', TODAY))).slice(-2);
    expect([value?.type, intent?.type]).toEqual(['ParameterValuesSubmitted', 'CcfLabelIntent']);
    expect(value?.data).toMatchObject({
      submissionId: result.submissionId,
      ccf: { id, analyst: 'Lena', realDateTime: '2026-11-25 10:00' },
    });
    expect(intent?.data).toMatchObject({ label: 'Pending Close', parameter: BRIX });
    expect(intent?.metadata.submissionId).toBe(result.submissionId);
    const own = (await server.infra.eventStore.readStream(ccfStream(id))).slice(-2);
    expect(own.map((e) => e.type)).toEqual(['CcfDataValueEntered', 'CcfPendingClose']);
    expect(own[0]?.data).toMatchObject({ submissionId: result.submissionId, value: 6, analyst: 'Lena' });
    expect(await view(id)).toMatchObject({
      STATUS: 'R',
      STATUS_NAME: 'Pending Close',
      ENDED_BY: 'lab.ba',
      DATA_COUNT: 1,
      COMMENT_COUNT: 1,
    });
    expect(await get<CcfDataValueDto[]>(`/ccf-data/${id}`, t.lab)).toEqual([
      {
        id: expect.any(String),
        ccfId: id,
        analyst: 'Lena',
        created_at: NOW.toISOString(),
        created_by: 'lab.ba',
        real_datetime: '2026-11-25 10:00',
        FTR_DATE: TODAY,
        FTR_HOUR: 3,
        PARAM_VALUE: 6,
        submissionId: result.submissionId,
      },
    ]);
    expect((await get<CcfView[]>('/ccf'))[0]).toMatchObject({ ID: id, DATA_COUNT: 1 });
  });

  it('shows the re-test in the audit trail with source CCF', async () => {
    const page = await get<AuditTrailPage>(`/audit-trail/BA/${BRIX}?from=${TODAY}&to=${TODAY}`);
    expect(page.rows.map((r) => [r.user, r.hour, r.kind, r.previous, r.value, r.source])).toEqual([
      ['operator.ba', 1, 'Insert', null, 9, 'DATAENTRY'],
      ['lab.ba', 3, 'Insert', null, 6, 'CCF'],
    ]);
    expect((await get<AuditTrailPage>(`/audit-trail/BA/${BRIX}?from=${TODAY}&to=${TODAY}&source=CCF`)).total).toBe(1);
  });

  it('closes once pending close, with a Close Out comment; the list then hides it unless closed ones are asked for', async () => {
    await refused('PATCH', `/ccf/close/${id}`, t.operator, { type: 7, comment: 'Done' }, 400);
    await refused('PATCH', `/ccf/close/${id}`, t.operator, { comment: '' }, 400);
    expect(await ok('PATCH', `/ccf/close/${id}`, t.operator, { comment: 'Re-test back in band' })).toMatchObject({
      message: `CCF for ${BRIX} closed`,
      status: 'C',
    });
    expect(await view(id)).toMatchObject({
      STATUS: 'C',
      STATUS_NAME: 'Closed',
      CLOSED_AT: NOW.toISOString(),
      CLOSED_BY: 'operator.ba',
      COMMENT_COUNT: 2,
    });
    expect(await listed()).toEqual([]);
    expect(await listed('?closed=true')).toEqual([[BRIX, 'C']]);
    const comments = await get<CcfCommentDto[]>(`/ccf-comments/${id}`);
    expect(comments.map((c) => [c.type.name, c.comment])).toEqual([
      ['Initial Assessment', 'Sample sent to the lab at 10:00'],
      ['Close Out', 'Re-test back in band'],
    ]);
    expect(await get(`/ccf/commentcount/${id}`)).toEqual({ count: 2 });
  });

  it('refuses every change of a closed CCF but its deletion', async () => {
    await refused('PATCH', `/ccf/close/${id}`, t.operator, { comment: 'Again' }, 409, 'The CCF is already closed');
    const notEditable = 'Comments can be added or changed only while the CCF is open or pending close (status C)';
    await refused('POST', `/ccf-comments/${id}`, t.operator, { comment: 'Late' }, 409, notEditable);
    await refused('PUT', `/ccf-comments/${id}/${commentId}`, t.operator, { comment: 'Late' }, 409, notEditable);
    await refused(
      'POST',
      `/ccf-data/${id}`,
      t.lab,
      { analyst: 'Lena', date: YESTERDAY, hour: 11, value: 6 },
      409,
      'Data values can be entered only while the CCF is open or pending close (status C)',
    );
  });

  it('deletes a closed CCF with the maintain-CCF permission only; it is then not found', async () => {
    await refused('DELETE', `/ccf/${id}`, t.operator, undefined, 403);
    await refused('DELETE', `/ccf/${id}`, t.wi, undefined, 404, 'CCF Not found');
    expect(await ok('DELETE', `/ccf/${id}`, t.supervisor)).toMatchObject({ message: `CCF for ${BRIX} removed` });
    await caughtUp();
    for (const url of [`/ccf/${id}`, `/ccf-comments/${id}`, `/ccf-data/${id}`, `/ccf/commentcount/${id}`]) {
      await refused('GET', url, t.operator, undefined, 404, 'CCF Not found');
    }
    expect(await listed('?closed=true')).toEqual([]);
    await refused('DELETE', `/ccf/${id}`, t.supervisor, undefined, 404, 'CCF Not found');
  });
});

describe('a CCF raised by an operator on a daily parameter', () => {
  let id = '';

  it("raises it with the dialog's first comment; without analysis settings the parameter's thresholds stand in", async () => {
    const raised = await ok<{ id: string; existing: boolean }>('POST', '/ccf', t.operator, {
      parameter: POL,
      operation: OP,
      comment: { type: 2, comment: 'Pol low at the diffuser' },
    });
    id = raised.id;
    expect(await view(id)).toMatchObject({
      RAISED_FROM: 'OPERATOR',
      STATUS: 'O',
      TYPE: { code: 'ZQ', name: 'Zed quality' },
      PARAMETER_TITLE: 'Daily pol',
      UNITS: null,
      COMMENT_COUNT: 1,
      ANALYSIS: { code: 'ZPOL', name: 'ZPOL', low_absolute: 2, low_trigger: 4, high_trigger: 8, high_absolute: 10 },
    });
    expect((await get<CcfCommentDto[]>(`/ccf-comments/${id}`)).map((c) => [c.type.id, c.comment, c.username])).toEqual([
      [2, 'Pol low at the diffuser', 'operator.ba'],
    ]);
    await refused('POST', '/ccf', t.operator, { parameter: POL, operation: OP, comment: { type: 6, comment: 'x' } }, 400);
    await refused('DELETE', `/ccf/${id}`, t.supervisor, undefined, 409, 'Only closed CCFs can be deleted');
  });

  it("puts a daily value at its factory date's daily hour, asking a reason to correct an earlier day's value", async () => {
    const body = { analyst: 'Lena', date: '2026-11-24', hour: 10, value: 7 };
    await refused('POST', `/ccf-data/${id}`, t.lab, body, 400, AUDIT_MESSAGES.reasonRequired([cellName(POL, YESTERDAY, 24)]));
    const result = await ok<CcfDataResult>('POST', `/ccf-data/${id}`, t.lab, { ...body, reason: 'Lab re-test' });
    expect(result).toMatchObject({ FTR_DATE: YESTERDAY, FTR_HOUR: 24 });
    const page = await get<AuditTrailPage>(`/audit-trail/BA/${POL}?from=${YESTERDAY}&to=${YESTERDAY}`);
    expect(page.rows.map((r) => [r.user, r.hour, r.kind, r.previous, r.value, r.source, r.reason])).toEqual([
      ['supervisor.ba', 24, 'Insert', null, 5, 'DATAENTRY', null],
      ['lab.ba', 24, 'Update', 5, 7, 'CCF', 'Lab re-test'],
    ]);
    expect(await get<CcfDataValueDto[]>(`/ccf-data/${id}`)).toEqual([
      expect.objectContaining({ real_datetime: '2026-11-24 10:00', FTR_DATE: YESTERDAY, FTR_HOUR: 24, PARAM_VALUE: 7 }),
    ]);
  });

  it("lets the central office read another site's list and CCF, but not write; other sites neither", async () => {
    expect(await listed('?site=BA', t.centralOffice)).toEqual([[POL, expect.stringMatching(/^[OR]$/)]]);
    expect(await listed('', t.centralOffice)).toEqual([]);
    expect(await view(id, t.centralOffice)).toMatchObject({ ID: id, SITE: 'BA', PARAMETER_TITLE: 'Daily pol', DATA_COUNT: 1 });
    expect(await get<CcfCommentDto[]>(`/ccf-comments/${id}`, t.centralOffice)).toHaveLength(1);
    expect(await get<CcfDataValueDto[]>(`/ccf-data/${id}`, t.centralOffice)).toHaveLength(1);
    expect(await get(`/ccf/commentcount/${id}`, t.centralOffice)).toEqual({ count: 1 });
    const writes: [Parameters<typeof refused>[0], string, object | undefined][] = [
      ['PATCH', `/ccf/close/${id}`, { comment: 'x' }],
      ['POST', `/ccf-comments/${id}`, { comment: 'x' }],
      ['PUT', `/ccf-comments/${id}/x`, { comment: 'x' }],
      ['POST', `/ccf-data/${id}`, { analyst: 'Lena', date: YESTERDAY, hour: 10, value: 6 }],
      ['POST', '/ccf', { parameter: POL, operation: OP }],
    ];
    for (const [method, url, body] of writes) await refused(method, url, t.centralOffice, body, 403);

    await refused('GET', '/ccf?site=BA', t.wi, undefined, 403, 'You can only work on your own site');
    expect(await listed('', t.wi)).toEqual([]);
    for (const url of [`/ccf/${id}`, `/ccf-comments/${id}`, `/ccf-data/${id}`, `/ccf/commentcount/${id}`])
      await refused('GET', url, t.wi, undefined, 404, 'CCF Not found');
    for (const [method, url, body] of writes.slice(0, 4)) await refused(method, url, t.wi, body, 404, 'CCF Not found');
    await refused('DELETE', `/ccf/${id}`, t.wi, undefined, 404, 'CCF Not found');
  });

  it('closes an operator CCF whether open or pending close, and lists newest raised first', async () => {
    const again = await ok<{ id: string }>('POST', '/ccf', t.operator, { parameter: BRIX, operation: OP });
    expect(await listed()).toEqual([
      [BRIX, 'O'],
      [POL, expect.stringMatching(/^[OR]$/)],
    ]);
    // Raising again answers the open CCF; the dialog's comment goes onto it.
    const answered = await ok<{ id: string; existing: boolean }>('POST', '/ccf', t.operator, {
      parameter: BRIX,
      operation: OP,
      comment: { comment: 'Still high' },
    });
    expect(answered).toMatchObject({ id: again.id, existing: true });
    expect((await get<CcfCommentDto[]>(`/ccf-comments/${again.id}`)).map((c) => [c.type.id, c.comment])).toEqual([[7, 'Still high']]);
    expect(await ok('PATCH', `/ccf/close/${id}`, t.operator, { type: 6, comment: 'Closed after the re-test' })).toMatchObject({
      status: 'C',
    });
    expect(await ok('PATCH', `/ccf/close/${again.id}`, t.operator, { comment: 'Raised in error' })).toMatchObject({ status: 'C' });
    expect(await listed()).toEqual([]);
    expect(await listed('?closed=true&site=BA')).toEqual([
      [BRIX, 'C'],
      [POL, 'C'],
    ]);
    expect((await call('GET', '/ccf')).status).toBe(401);
  });
});
