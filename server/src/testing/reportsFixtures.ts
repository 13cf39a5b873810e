import type { ReportParameterDto, ReportParameterWriteResult, ReportWriteResult } from '@ftr/contracts';
import { demoParameters } from '../seed/demoParameters.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './embedded.ts';
import { httpHelpers, seedUsers } from './http.ts';

type NewFlags = Parameters<typeof seedUsers>[1][number]['flags'];
const person = (username: string, flags: NewFlags, readAccess: number) => ({
  username,
  password: DEMO_PASSWORD,
  firstName: 'Report',
  lastName: 'Tester',
  email: '',
  sites: ['BA' as const],
  flags,
  readAccess,
  writeAccess: readAccess,
});

export const [BA1 = '', BA2 = '', BA3 = ''] = demoParameters('BA').map((p) => p.CODE);
export const WI1 = demoParameters('WI')[0]?.CODE ?? '';
export const report = {
  REPORT_NAME: 'Pan floor daily',
  ACCESS_LEVEL: 2,
  REPORT_TYPE: 1,
  RCAT_ID: null,
  PERD_CODE: 'D',
  SUPPRESS_BLANK_ROWS: true,
};
export const ids = (list: { ID: number }[]) => list.map((r) => r.ID);

/**
 * A test server (demo plant, no values) with three BA users of the reports tests besides the demo's: a
 * maintainer of reports and grabbers (read access 2), a user of both (1) and a reader (3). Call at the top level.
 */
export const reportsServer = () => {
  let server: TestServer | undefined;
  const helpers = httpHelpers(() => {
    if (!server) throw new Error('the reports test server is not running');
    return server;
  });
  const { ok, caughtUp } = helpers;
  const tokens: Record<'maint' | 'user' | 'viewer' | 'operator' | 'wi' | 'manager', string> = {
    maint: '',
    user: '',
    viewer: '',
    operator: '',
    wi: '',
    manager: '',
  };
  beforeAll(async () => {
    const started = await startTestServer({ now: new Date('2026-11-22T10:00:00Z'), demoDays: 0 });
    server = started;
    await seedUsers(started, [
      person('maint.rep', ['REPORTS', 'MAINTAIN_REPORTS', 'DATA_GRABBER', 'MAINTAIN_GRABBERS'], 2),
      person('user.rep', ['REPORTS', 'DATA_GRABBER'], 1),
      person('viewer.rep', ['REPORTS', 'DATA_GRABBER'], 3),
    ]);
    tokens.maint = (await started.login('maint.rep', 'BA')).token;
    tokens.user = (await started.login('user.rep', 'BA')).token;
    tokens.viewer = (await started.login('viewer.rep', 'BA')).token;
    tokens.operator = (await started.login('operator.ba', 'BA')).token;
    tokens.wi = (await started.login('supervisor.wi', 'WI')).token;
    tokens.manager = (await started.login('manager.co', 'CO')).token;
  });
  afterAll(() => server?.destroy());

  /** Reads once the read side has every write so far. */
  const get = async <T>(url: string, token: string) => {
    await caughtUp();
    return ok<T>('GET', url, token);
  };
  return {
    ...helpers,
    tokens,
    get,
    /** The event log's head (for "nothing appended"). */
    head: async () => server?.infra.eventStore.headPosition(),
    createReport: async (body: object = report, token = tokens.maint) => (await ok<ReportWriteResult>('POST', '/report', token, body)).ID,
    createGrabber: async (body: object, token = tokens.user) => (await ok<ReportWriteResult>('POST', '/grabber', token, body)).ID,
    addParam: async (id: number, CODE: string, SITE = 'BA', token = tokens.maint) =>
      (await ok<ReportParameterWriteResult>('POST', '/report-parameters', token, { REPT_ID: id, CODE, SITE })).ID,
    codes: async (id: number, token = tokens.maint) =>
      (await get<ReportParameterDto[]>(`/report-parameters/${id}`, token)).map((p) => `${p.SITE}:${p.CODE}`),
  };
};
