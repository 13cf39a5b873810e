import type { ConstantsPage, GlobalConstantsPage, ParameterDto } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26; the clock moves on when a test says so (as-of reads).
let now = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const K = 'ZK-LM-V-0C'; // a constant with limits 50..100, created at BA and BU by the tests
const DEMO = 'GN-PC-V-0C'; // a demo constant of every factory site (100 %)

let server: TestServer;
const { ok, read, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', supervisorWi: '', operator: '', centralOffice: '', admin: '' };

const constants = (token: string, query = '', after?: string) => read<ConstantsPage>(`/constants${query}`, token, after);
const constantOf = async (token: string, code: string, after?: string) =>
  (await constants(token, '', after)).constants.find((c) => c.CODE === code);

beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => now } });
  await listCodeParts(server, ['ZK-LM-V-0C']);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.supervisorWi = (await server.login('supervisor.wi', 'WI')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.centralOffice = (await server.login('manager.co', 'CO')).token;
  const admin = async (site: 'BA' | 'BU') => (await server.login('admin', site)).token;
  for (const site of ['BA', 'BU'] as const) {
    await ok('POST', '/parameter', await admin(site), {
      CODE: K,
      HEADING1: 'Lime quality',
      PTYP_CODE: 'CON',
      PCAT_CODE: 'EFF',
      CONSTANT_VALUE: 88,
      LOWER_ABS_LIMIT: 50,
      UPPER_ABS_LIMIT: 100,
    });
  }
  await caughtUp();
});
afterAll(() => server.destroy());

describe('constants (embedded)', () => {
  it("lists the site's constants with their values, groups and limits; filters by group and searches code or heading", async () => {
    const page = await constants(t.supervisor);
    expect(page.constants.every((c) => c.SITE === 'BA')).toBe(true);
    expect(page.constants.find((c) => c.CODE === DEMO)).toMatchObject({ CONSTANT_VALUE: 100, HISTORY: [] });
    expect(page.constants.find((c) => c.CODE === K)).toMatchObject({
      MIN_LIMIT: 50,
      MAX_LIMIT: 100,
      CONSTANT_VALUE: 88,
      GROUP_NAME: 'Efficiencies',
    });
    expect(page.groups).toContainEqual({ CODE: 'EFF', NAME: 'Efficiencies' });
    expect((await constants(t.supervisor, '?group=eff')).constants.map((c) => c.GROUP)).toEqual(expect.arrayContaining(['EFF']));
    expect(new Set((await constants(t.supervisor, '?group=EFF')).constants.map((c) => c.GROUP))).toEqual(new Set(['EFF']));
    expect((await constants(t.supervisor, '?search=zk-')).constants.map((c) => c.CODE)).toEqual([K]);
    expect((await constants(t.supervisor, '?search=lime qual')).constants.map((c) => c.CODE)).toEqual([K]);
  });

  it('changes the site value with a reason, keeps the history, and writes nothing for the same value again', async () => {
    const { message, position } = await ok('PATCH', `/constants/${K}`, t.supervisor, { Value: 90, Reason: 'Lab recalibration' });
    expect(message).toBe(`Constant ${K} Updated`);
    const changed = await constantOf(t.supervisor, K, position);
    expect(changed).toMatchObject({ CONSTANT_VALUE: 90, EFFECTIVE_FROM: TODAY, LAST_UPDATED_BY: 'supervisor.ba' });
    expect(changed?.HISTORY).toEqual([
      {
        VALUE: 90,
        PREVIOUS: 88,
        EFFECTIVE_FROM: TODAY,
        REASON: 'Lab recalibration',
        CHANGED_AT: now.toISOString(),
        CHANGED_BY: 'supervisor.ba',
      },
    ]);
    // BU's value is its own.
    expect((await ok<GlobalConstantsPage>('GET', '/constants/global', t.centralOffice)).constants.find((c) => c.CODE === K)).toMatchObject({
      BU: 88,
      CA: null,
    });
    const head = await server.infra.eventStore.headPosition();
    await ok('PATCH', `/constants/${K}`, t.supervisor, { Value: 90 });
    expect(await server.infra.eventStore.headPosition()).toBe(head);
  });

  it('refuses a value outside MIN_LIMIT / MAX_LIMIT, a future date, a non-number and an unknown code, appending nothing', async () => {
    await refused('PATCH', `/constants/${K}`, t.supervisor, { Value: 49.5 }, 400, 'Value must be at least 50');
    await refused('PATCH', `/constants/${K}`, t.supervisor, { Value: 101 }, 400, 'Value must be at most 100');
    await refused(
      'PATCH',
      `/constants/${K}`,
      t.supervisor,
      { Value: 90, EffectiveFrom: '2026-11-27' },
      400,
      'The value cannot take effect in the future',
    );
    await refused('PATCH', `/constants/${K}`, t.supervisor, { Value: 'ninety' }, 400);
    await refused('PATCH', `/constants/${K}`, t.supervisorWi, { Value: 90 }, 404, `Constant ${K} does not exist at WI`);
    await refused('PATCH', '/constants/TJ-BX-V-1H', t.supervisor, { Value: 90 }, 400, 'TJ-BX-V-1H is not a constant (CON) parameter');
  });

  it('refuses users without CONSTANTS, site users on the global table and head office on the site route', async () => {
    await refused('GET', '/constants', t.operator, undefined, 403);
    await refused('GET', '/constants/global', t.operator, undefined, 403);
    await refused('PATCH', `/constants/${K}`, t.operator, { Value: 91 }, 403);
    await refused('PATCH', `/constants/global/${K}`, t.operator, { BU: 91 }, 403);
    await refused('PATCH', `/constants/${K}`, undefined, { Value: 91 }, 401);
    // Another site's value: a site user cannot reach it through the global table.
    await refused('PATCH', `/constants/global/${K}`, t.supervisor, { BU: 91 }, 403, 'Only head office can change the global table');
    // The global table is head office's: a site user reads their own constants on /constants.
    await refused(
      'GET',
      '/constants/global',
      t.supervisorWi,
      undefined,
      403,
      "The global table is head office's; sign in at the Central Office to read it",
    );
    await refused('PATCH', `/constants/${K}`, t.centralOffice, { Value: 91 }, 403, 'Head office changes constants in the global table');
  });

  it("lets head office change the sites' values in one write, all or nothing", async () => {
    await refused('PATCH', `/constants/global/${K}`, t.centralOffice, { BU: 60, CA: 70 }, 404, `Constant ${K} does not exist at CA`);
    await refused('PATCH', `/constants/global/${K}`, t.centralOffice, { BU: 40 }, 400, 'BU: Value must be at least 50');
    await refused('PATCH', `/constants/global/${K}`, t.centralOffice, {}, 400);
    const head = await server.infra.eventStore.headPosition();
    const { position } = await ok('PATCH', `/constants/global/${K}`, t.centralOffice, { BU: 60, Reason: 'New silo' });
    const events = await server.infra.eventStore.readAll(head, 10);
    expect(events.filter((e) => e.position > (head ?? -1n)).map((e) => [e.type, e.metadata.userId])).toEqual([
      ['ConstantValueChanged', 'manager.co'],
    ]);
    const global = await read<GlobalConstantsPage>(`/constants/global?search=${K}`, t.centralOffice, position);
    expect(global.constants).toEqual([
      expect.objectContaining({ CODE: K, BU: 60, CA: null, NE: null, WI: null, MIN_LIMIT: 50, MAX_LIMIT: 100 }),
    ]);
    expect((await read<GlobalConstantsPage>('/constants/global', t.centralOffice)).constants.find((c) => c.CODE === DEMO)).toMatchObject({
      BU: 100,
      CA: 100,
      NE: 100,
      WI: 100,
    });
  });

  it('reads the constant in force at an instant (as of)', async () => {
    const before = now.toISOString();
    now = new Date(now.getTime() + 60 * 60_000);
    const { position } = await ok('PATCH', `/constants/${K}`, t.supervisor, { Value: 95 });
    expect((await constantOf(t.supervisor, K, position))?.CONSTANT_VALUE).toBe(95);
    const then = (await constants(t.supervisor, `?asOf=${encodeURIComponent(before)}`)).constants.find((c) => c.CODE === K);
    expect(then).toMatchObject({ CONSTANT_VALUE: 90 });
    expect(then?.HISTORY.map((h) => h.VALUE)).toEqual([90]);
    // The parameter as of an instant carries the constant in force then too.
    const parameterAt = (asOf: string) => read<ParameterDto>(`/parameter/BA/${K}?asOf=${encodeURIComponent(asOf)}`, t.supervisor);
    expect((await parameterAt(before)).CONSTANT_VALUE).toBe(90);
    expect((await parameterAt(now.toISOString())).CONSTANT_VALUE).toBe(95);
    expect(
      (await read<ParameterDto>(`/parameter/BU/${K}?asOf=${encodeURIComponent(now.toISOString())}`, t.centralOffice)).CONSTANT_VALUE,
    ).toBe(60);
    const first = (await constants(t.supervisor, '?asOf=2026-11-25T09:00:00Z')).constants.find((c) => c.CODE === K);
    expect(first).toMatchObject({ CONSTANT_VALUE: 88, HISTORY: [] });
    await refused('GET', '/constants?asOf=2030-01-01T00:00:00Z', t.supervisor, undefined, 400, 'As of cannot be in the future');
  });
});
