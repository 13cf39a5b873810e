import { DATA_SCREEN_MESSAGES, NOTIFICATION_MESSAGES, type ParameterDto, type ScreenWriteResult, type WriteResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, type Method } from '../testing/http.ts';
import { newParameter } from '../testing/parameterFixtures.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

/**
 * An update that changes nothing appends no event. Each PATCH / PUT (and the POST
 * that renames a CCF type) is sent with what its record already holds: it answers success with the
 * position of the record's last event and the event log does not move.
 */
const NOW = new Date('2026-11-25T10:30:00Z');
let server: TestServer;
let supervisor = '';
const { ok, read, caughtUp } = httpHelpers(() => server);

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  await listCodeParts(server, ['NO-OP-V-1H', 'NO-IN-V-1H', 'NO-OUT-T-0H', 'NO-MEMBER-V-1H', 'NO-SUB-V-1H']);
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
});
afterAll(() => server.destroy());

/** Sends the unchanged update: success, nothing appended, the position of the record's last write. */
const unchanged = async (method: Method, url: string, body: unknown, last: WriteResult | { position: string }) => {
  await caughtUp();
  const before = await server.infra.eventStore.headPosition();
  const answer = await ok(method, url, supervisor, body);
  expect(await server.infra.eventStore.headPosition()).toBe(before);
  expect(answer.position).toBe(last.position);
};

describe('an update that changes nothing appends no event', () => {
  it('parameters: PATCH /parameter/data-screen/{code} with {} or the same headings, PUT /parameter/{code} with the same fields', async () => {
    const { CODE, ...fields } = { ...newParameter, CODE: 'NO-OP-V-1H' };
    const created = await ok('POST', '/parameter', supervisor, { CODE, ...fields });
    await unchanged('PATCH', `/parameter/data-screen/${CODE}`, {}, created);
    await unchanged('PATCH', `/parameter/data-screen/${CODE}`, { HEADING1: fields.HEADING1, HEADING3: '', UPPER_CHECK: 40 }, created);
    // What the parameter form sends back: the parameter as read, unchanged.
    const {
      SITE: _site,
      LOCAL_FLAG: _local,
      LAST_UPDATED_BY: _by,
      LAST_UPDATED_DTS: _at,
      ...stored
    } = await read<ParameterDto>(`/parameter/${CODE}`, supervisor, created.position);
    await unchanged('PUT', `/parameter/${CODE}`, stored, created);
    const changed = await ok('PATCH', `/parameter/data-screen/${CODE}`, supervisor, { HEADING1: 'Thick juice N' });
    expect(BigInt(changed.position)).toBeGreaterThan(BigInt(created.position));
  });

  it('dependencies: PUT /dependencies/{id} with the same input and sequence', async () => {
    await ok('POST', '/parameter', supervisor, { ...newParameter, CODE: 'NO-IN-V-1H' });
    await ok('POST', '/parameter', supervisor, { ...newParameter, CODE: 'NO-OUT-T-0H', PTYP_CODE: 'SIM', SFNC_CODE: 'SEQSUM' });
    const added = await ok('POST', '/dependencies/NO-OUT-T-0H', supervisor, { SEQUENCE: 2, DEPENDENT: 'NO-IN-V-1H' });
    const [edge] = await read<{ ID: number }[]>('/dependencies/dependents/NO-OUT-T-0H', supervisor, added.position);
    // A dependency edit asks for recalculations on the server: let them land before counting appends.
    await server.settle();
    await unchanged('PUT', `/dependencies/${edge?.ID}`, { SEQUENCE: 2, DEPENDENT: 'NO-IN-V-1H' }, added);
  });

  it('data screens: PUT /data-screen/{id} with the same fields, a member moved to its own place, a separator set as it is', async () => {
    await ok('POST', '/parameter', supervisor, { ...newParameter, CODE: 'NO-MEMBER-V-1H' });
    const fields = { DESCRIPTION: 'No-op screen', ACCESS_LEVEL: 2, AREA: 'A' };
    const { ID } = await ok<ScreenWriteResult>('POST', '/data-screen', supervisor, { ...fields, SCREEN_TYPE: 'HLY' });
    const member = await ok('POST', `/data-screen-member/${ID}/NO-MEMBER-V-1H`, supervisor);
    await unchanged('PUT', `/data-screen/${ID}`, fields, member);
    await unchanged('PATCH', `/data-screen-member/move/${ID}-1/1`, undefined, member);
    await unchanged('PATCH', `/data-screen-member/${ID}-1/false`, undefined, member);
  });

  it('operations: PUT /operation/{code} with the same type and dates', async () => {
    const fields = { type: 'JR', startDate: '2027-01-10', endDate: '2027-02-10' };
    const created = await ok('POST', '/operation', supervisor, { code: 'JR2027N', ...fields });
    await unchanged('PUT', '/operation/JR2027N', fields, created);
  });

  it('subscriptions: PUT /parameter-subscribe/{id} with the same settings', async () => {
    await ok('POST', '/parameter', supervisor, { ...newParameter, CODE: 'NO-SUB-V-1H' });
    const settings = { type: 2, email: true, push: false };
    const created = await ok('POST', '/parameter-subscribe', supervisor, { code: 'NO-SUB-V-1H', site: 'BA', ...settings });
    const mine = await read<{ ID: string; PARM_CODE?: string; CODE?: string }[]>('/parameter-subscribe', supervisor, created.position);
    const subscription = mine.find((s) => (s.PARM_CODE ?? s.CODE) === 'NO-SUB-V-1H');
    await unchanged('PUT', `/parameter-subscribe/${subscription?.ID}`, settings, created);
  });

  it('CCF settings: PUT /ccf-analysis with the same analysis, POST /ccf-types with the same name', async () => {
    const type = await ok('POST', '/ccf-types', supervisor, { code: 'NQ', name: 'No-op quality' });
    await unchanged('POST', '/ccf-types', { code: 'NQ', name: 'No-op quality' }, type);
    const analysis = { code: 'NOBRIX', name: 'No-op brix', type: 'NQ', low_abs: 1, low_trigger: 3, high_trigger: 9, high_abs: 11 };
    const created = await ok('POST', '/ccf-analysis', supervisor, analysis);
    await unchanged('PUT', '/ccf-analysis', analysis, created);
  });

  it('data settings: PUT /data-settings/reason-rule with the rule in force', async () => {
    const set = await ok('PUT', '/data-settings/reason-rule', supervisor, { rule: 'always' });
    await unchanged('PUT', '/data-settings/reason-rule', { rule: 'always' }, set);
  });
});

describe('a bulk command that finds nothing to change appends nothing', () => {
  /** Sends the command twice: the second finds nothing left to do, answers success and appends nothing. */
  const twice = async (method: Method, url: string, message: string) => {
    await ok(method, url, supervisor);
    await caughtUp();
    const before = await server.infra.eventStore.headPosition();
    expect((await ok(method, url, supervisor)).message).toBe(message);
    expect(await server.infra.eventStore.headPosition()).toBe(before);
  };

  it('PATCH /notifications/read-all, DELETE /notifications and DELETE /data-screen-favourites', async () => {
    await twice('PATCH', '/notifications/read-all', NOTIFICATION_MESSAGES.allMarkedRead);
    await twice('DELETE', '/notifications', NOTIFICATION_MESSAGES.cleared);
    await twice('DELETE', '/data-screen-favourites', DATA_SCREEN_MESSAGES.favouritesCleared);
  });
});
