import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import {
  AUTH_HEADER,
  ERRORS,
  SIGNATURE_MESSAGES,
  signInLimitStream,
  type AuditTrailPage,
  type CcfView,
  type ParameterHistoryDto,
  type ReportApprovalDto,
  type ReportWriteResult,
  type SignatureSettingsDto,
} from '@ftr/contracts';
import { createCcfParametersOnScreen } from '../testing/ccfSettingsFixtures.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';

const NOW = new Date('2026-11-25T10:30:00Z');
const OP = 'BC2026';
const CODES = ['ZS-SIGN1-V-1H', 'ZS-SIGN2-V-1H', 'ZS-SIGN3-V-1H', 'ZS-SIGN4-V-1H', 'ZS-SIGN5-V-1H'] as const;
// The sign-in limit of this server: the supervisor's few wrong passwords across the file stay under it.
const LIMIT = 5;

let server: TestServer;
const { ok, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', manager: '', wi: '', signer: '' };
let closedByOperator = '';

const signed = (meaning = 'Closed', password = DEMO_PASSWORD) => ({ password, meaning });
const raise = async (code: string) => (await ok<{ id: string }>('POST', '/ccf', t.operator, { parameter: code, operation: OP })).id;
const closeBody = (signature?: object) => ({ type: 6, comment: 'Back in band', ...(signature ? { signature } : {}) });
/** A GET answering a workbook: its sheets' names and values. */
const workbook = async (url: string, token: string) => {
  await caughtUp();
  const response = await server.app.inject({ method: 'GET', url: `/api${url}`, headers: { [AUTH_HEADER]: token } });
  expect(response.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(response.rawPayload).buffer);
  const valuesOf = (name: string) =>
    (book.getWorksheet(name)?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
  return { names: book.worksheets.map((w) => w.name), valuesOf };
};
const view = async (id: string) => {
  await caughtUp();
  return ok<CcfView>('GET', `/ccf/${id}`, t.supervisor);
};

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0, signInFailuresPerHour: LIMIT });
  await seedUsers(server, [
    {
      username: 'signer.ba',
      firstName: 'Sian',
      lastName: 'Signer',
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
  t.manager = (await server.login('manager.co', 'BA')).token;
  t.wi = (await server.login('supervisor.wi', 'WI')).token;
  t.signer = (await server.login('signer.ba', 'BA')).token;
  await createCcfParametersOnScreen(server, (url, body) => ok('POST', url, t.supervisor, body), CODES, 'Signatures');
  await caughtUp();
});
afterAll(() => server.destroy());

describe('signature settings', () => {
  it('are read per site (none required until an administrator sets them) and changed by administrators only', async () => {
    expect(await ok<SignatureSettingsDto>('GET', '/signature-settings', t.supervisor)).toEqual({
      site: 'BA',
      actions: [],
      correctionDays: 7,
    });
    await refused('PUT', '/signature-settings', t.supervisor, { actions: ['ccfClose'], correctionDays: 7 }, 403);
    await refused('PUT', '/signature-settings', t.manager, { actions: ['nonsense'], correctionDays: 7 }, 400);
    await refused('PUT', '/signature-settings', t.manager, { actions: [], correctionDays: -1 }, 400);
  });
});

describe('closing a CCF', () => {
  it('needs no signature while the site does not require one', async () => {
    const id = await raise(CODES[0]);
    await ok('PATCH', `/ccf/close/${id}`, t.supervisor, closeBody());
    expect((await view(id)).CLOSE_SIGNATURE).toBeUndefined();
  });

  it('once required: refused without a signature, with a wrong password, or without a meaning; nothing written', async () => {
    await ok('PUT', '/signature-settings', t.manager, { actions: ['ccfClose', 'reportApproval'], correctionDays: 3 });
    expect(await ok<SignatureSettingsDto>('GET', '/signature-settings', t.supervisor)).toMatchObject({
      actions: ['ccfClose', 'reportApproval'],
      correctionDays: 3,
    });
    // Another site's settings are its own.
    expect(await ok<SignatureSettingsDto>('GET', '/signature-settings', t.wi)).toMatchObject({ site: 'WI', actions: [] });
    const id = await raise(CODES[1]);
    await refused('PATCH', `/ccf/close/${id}`, t.supervisor, closeBody(), 400, SIGNATURE_MESSAGES.required);
    await refused('PATCH', `/ccf/close/${id}`, t.supervisor, closeBody(signed('Closed', 'wrong')), 403, ERRORS.badCredentials);
    await refused('PATCH', `/ccf/close/${id}`, t.supervisor, closeBody({ password: DEMO_PASSWORD }), 400);
    await refused('PATCH', `/ccf/close/${id}`, t.supervisor, closeBody(signed('Approved and stamped')), 400);
    // Another user's password does not sign for the token's user.
    await refused('PATCH', `/ccf/close/${id}`, t.operator, closeBody(signed('Closed', 'not-operators')), 403, ERRORS.badCredentials);
    expect((await view(id)).STATUS).toBe('O');
  });

  it('with the password and a meaning: the signature is in the close event and shows on the CCF', async () => {
    const id = await raise(CODES[2]);
    await ok('PATCH', `/ccf/close/${id}`, t.supervisor, closeBody(signed('Responsible')));
    const ccf = await view(id);
    expect(ccf.STATUS).toBe('C');
    expect(ccf.CLOSE_SIGNATURE).toEqual({
      userId: 'supervisor.ba',
      username: 'supervisor.ba',
      printedName: 'Beth Barker',
      meaning: 'Responsible',
      signedAt: NOW.toISOString(),
    });
    const listed = (await ok<CcfView[]>('GET', '/ccf?closed=true', t.supervisor)).find((c) => c.ID === id);
    expect(listed?.CLOSE_SIGNATURE?.printedName).toBe('Beth Barker');
  });

  it('the signer is always the token’s user: a body naming another user is ignored', async () => {
    const id = await raise(CODES[3]);
    const body = closeBody({ ...signed('Closed'), username: 'supervisor.ba', userId: 'supervisor.ba', printedName: 'Beth Barker' });
    await ok('PATCH', `/ccf/close/${id}`, t.operator, body);
    expect((await view(id)).CLOSE_SIGNATURE).toMatchObject({ userId: 'operator.ba', username: 'operator.ba', printedName: 'Owen Ashby' });
    closedByOperator = id;
  });

  it('wrong passwords count toward the sign-in limit: past it, signing from a new address is refused like a sign-in', async () => {
    const id = await raise(CODES[4]);
    const fromElsewhere = (password: string) =>
      server.app.inject({
        method: 'PATCH',
        url: `/api/ccf/close/${id}`,
        headers: { [AUTH_HEADER]: t.signer },
        payload: closeBody(signed('Closed', password)),
        remoteAddress: '10.9.8.7',
      });
    for (let i = 0; i < LIMIT; i += 1) expect((await fromElsewhere('wrong')).statusCode).toBe(403);
    const locks = await server.infra.eventStore.readStream(signInLimitStream('signer.ba'));
    expect(locks.map((e) => e.type)).toEqual(['SignInLocked']);
    const locked = await fromElsewhere(DEMO_PASSWORD);
    expect({ status: locked.statusCode, body: locked.body }).toEqual({
      status: 429,
      body: expect.stringContaining(ERRORS.tooManyAttempts),
    });
    expect((await view(id)).STATUS).toBe('O');
  });
});

describe('approving a report run', () => {
  it('is signed when the site requires it, and the approvals list shows the signature', async () => {
    const report = await ok<ReportWriteResult>('POST', '/report', t.manager, {
      REPORT_NAME: 'Signed weekly',
      ACCESS_LEVEL: 1,
      REPORT_TYPE: 1,
      RCAT_ID: null,
      PERD_CODE: 'D',
      SUPPRESS_BLANK_ROWS: true,
    });
    const url = `/report-approvals/${report.ID}`;
    const week = { fromDate: '2026-11-16', toDate: '2026-11-22' };
    await refused('POST', url, t.manager, week, 400, SIGNATURE_MESSAGES.required);
    await refused('POST', url, t.manager, { ...week, signature: signed('Approved', 'wrong') }, 403, ERRORS.badCredentials);
    await refused('POST', '/report-approvals/999999', t.manager, { ...week, signature: signed('Approved') }, 404);
    await ok('POST', `/report-parameters`, t.manager, { REPT_ID: report.ID, CODE: CODES[0], SITE: 'BA' });
    const unapproved = await workbook(`/report/BA/${report.ID}/${week.fromDate}/${week.toDate}/NONE`, t.manager);
    expect(unapproved.names).not.toContain('Signatures');
    await ok('POST', url, t.manager, { ...week, signature: signed('Approved') });
    await caughtUp();
    const approvals = await ok<ReportApprovalDto[]>('GET', url, t.manager);
    expect(approvals).toEqual([
      {
        reportId: report.ID,
        ...week,
        approvedBy: 'manager.co',
        approvedAt: NOW.toISOString(),
        signature: {
          userId: 'manager.co',
          username: 'manager.co',
          printedName: 'Carol Oakes',
          meaning: 'Approved',
          signedAt: NOW.toISOString(),
        },
      },
    ]);
    // The run's workbook has a sheet of the approvals of its dates, with each signature.
    const run = await workbook(`/report/BA/${report.ID}/2026-11-20/2026-11-21/NONE`, t.manager);
    expect(run.valuesOf('Signatures')).toEqual([
      ['From', 'To', 'Approved by', 'Approved at', 'Printed name', 'Username', 'Meaning', 'Signed at'],
      [week.fromDate, week.toDate, 'manager.co', NOW.toISOString(), 'Carol Oakes', 'manager.co', 'Approved', NOW.toISOString()],
    ]);
    // Another site sees none of this site's approvals.
    expect(await ok<ReportApprovalDto[]>('GET', url, t.wi)).toEqual([]);
  });
});

describe('limits and old corrections', () => {
  const code = CODES[0];
  const limits = (UPPER_CHECK: number, signature?: object) => ({ UPPER_CHECK, ...(signature ? { signature } : {}) });
  const history = async () => {
    await caughtUp();
    return (await ok<ParameterHistoryDto>('GET', `/parameter/${code}/history`, t.supervisor)).entries;
  };

  it("a parameter's limits: unsigned while not required; once required, only a change of limits needs a signature", async () => {
    await ok('PATCH', `/parameter/data-screen/${code}`, t.supervisor, limits(9.5));
    await ok('PUT', '/signature-settings', t.manager, {
      actions: ['ccfClose', 'parameterLimits', 'valueCorrection', 'reportApproval'],
      correctionDays: 3,
    });
    await refused('PATCH', `/parameter/data-screen/${code}`, t.supervisor, limits(9.8), 400, SIGNATURE_MESSAGES.required);
    await refused(
      'PATCH',
      `/parameter/data-screen/${code}`,
      t.supervisor,
      limits(9.8, signed('Approved', 'wrong')),
      403,
      ERRORS.badCredentials,
    );
    await ok('PATCH', `/parameter/data-screen/${code}`, t.supervisor, { HEADING2: 'no limits changed' });
    await ok('PATCH', `/parameter/data-screen/${code}`, t.supervisor, limits(9.8, signed('Approved')));
    const [latest, headings, unsigned] = await history();
    expect(latest?.signature).toEqual({
      userId: 'supervisor.ba',
      username: 'supervisor.ba',
      printedName: 'Beth Barker',
      meaning: 'Approved',
      signedAt: NOW.toISOString(),
    });
    expect([headings?.signature, unsigned?.signature]).toEqual([undefined, undefined]);
  });

  it('a correction older than the set days needs a signature; a new value or a recent correction does not', async () => {
    const old = '2026-11-20';
    const submit = (records: ReturnType<typeof changeRecord>[], signature?: object) => ({
      submissionId: randomUUID(),
      data: records.map((r) => ({ ...r, REASON: 'Transcription error' })),
      ...(signature ? { signature } : {}),
    });
    await ok('POST', '/data', t.supervisor, submit([changeRecord(OP, code, old, 5, 5)]));
    await ok('POST', '/data', t.supervisor, submit([changeRecord(OP, code, '2026-11-25', 5, 5)]));
    await ok('POST', '/data', t.supervisor, submit([changeRecord(OP, code, '2026-11-25', 5, 6, 5)]));
    const correction = [changeRecord(OP, code, old, 5, 6, 5)];
    await refused('POST', '/data', t.supervisor, submit(correction), 400, SIGNATURE_MESSAGES.required);
    await refused('POST', '/data', t.supervisor, submit(correction, signed('Responsible', 'wrong')), 403, ERRORS.badCredentials);
    await ok('POST', '/data', t.supervisor, submit(correction, signed('Responsible')));
    await caughtUp();
    const trail = await ok<AuditTrailPage>('GET', `/audit-trail/BA/${code}?from=${old}&to=${old}`, t.supervisor);
    expect(trail.rows.map((r) => [r.kind, r.signature?.meaning])).toEqual([
      ['Insert', undefined],
      ['Update', 'Responsible'],
    ]);
    const exported = await workbook(`/audit-trail/BA/${code}/export?from=${old}&to=${old}`, t.supervisor);
    const [head, ...rows] = exported.valuesOf(exported.names[0] ?? '');
    expect(head?.at(-1)).toBe('Signature');
    expect(rows.map((r) => r[12])).toEqual([undefined, `Signed: Beth Barker (supervisor.ba), Responsible, ${NOW.toISOString()}`]);
  });
});

describe('an archived signer', () => {
  it('keeps their signatures valid and readable', async () => {
    const admin = (await server.login('admin', 'BA')).token;
    await ok('PATCH', '/user/archive/operator.ba', admin);
    expect((await view(closedByOperator)).CLOSE_SIGNATURE).toMatchObject({ username: 'operator.ba', printedName: 'Owen Ashby' });
  });
});
