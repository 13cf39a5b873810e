import { randomUUID } from 'node:crypto';
import { addDays, factoryToday, FLAGS, routes, type RouteDef } from '@ftr/contracts';
import { createUser } from '@ftr/command-service/users/createUser.ts';
import { createTokenService } from '@ftr/infra/auth/tokens.ts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../testing/embedded.ts';
import { createTestCcfSettings } from '../testing/ccfSettingsFixtures.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

/**
 * Every route of the contract, generated: called anonymously, by a user lacking its
 * permission, by a user of another site, and by an allowed user. None of the forbidden calls may
 * succeed or write an event; the allowed user is never refused for permission or site.
 */
let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ demo: false });
  await listCodeParts(server, ['ZW-LOW-V-1H', 'ZW-HIGH-V-1H']);
  const deps = { eventStore: server.infra.eventStore, tokens: createTokenService(new Uint8Array(32)), clock: { now: () => new Date() } };
  const person = {
    password: DEMO_PASSWORD,
    firstName: 'Matrix',
    lastName: 'Tester',
    email: '',
    readAccess: 5,
    writeAccess: 5,
    sites: ['BA' as const],
  };
  await createUser(deps, { ...person, username: 'no.flags', flags: [] });
  await createUser(deps, { ...person, username: 'all.flags', flags: [...FLAGS] });
  await createUser(deps, { ...person, username: 'all.co', flags: [...FLAGS], sites: ['CO' as const] });
  tokens['none'] = (await server.login('no.flags', 'BA')).token;
  tokens['all'] = (await server.login('all.flags', 'BA')).token;
  tokens['allCo'] = (await server.login('all.co', 'CO')).token;
});
afterAll(() => server.destroy());

const entries = Object.entries(routes) as [string, RouteDef][];
/** Path parameters filled with a harmless value; `:site` gets the site given. */
const url = (route: RouteDef, site = 'X1') => `/api${route.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'site' ? site : 'X1'))}`;
const call = (route: RouteDef, token?: string, site?: string) =>
  server.request({
    method: route.method,
    url: url(route, site),
    ...(token ? { token } : {}),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
  });
const writesNothing = async (run: () => Promise<{ status: number; body: string }>, expected: number) => {
  const before = await server.infra.eventStore.headPosition();
  const response = await run();
  expect({ status: response.status, body: response.body }).toEqual({ status: expected, body: expect.any(String) });
  expect(await server.infra.eventStore.headPosition()).toBe(before);
};
/** Routes for the Central Office only (spec 1 §6: corporate dashboards): their allowed user is signed in at CO. */
const HEAD_OFFICE_ONLY = new Set(['listCorporateDashboards', 'listGlobalConstants']);
/** Signing out ends the session the matrix uses: that route gets a session of its own. */
const endsSession = (route: RouteDef) => route.method === 'DELETE' && route.path === '/auth';

describe('authorisation matrix from the route table', () => {
  const guarded = entries.filter(([, r]) => r.permission !== 'public');
  it.each(guarded)('%s refuses an anonymous caller with 401', async (_name, route) => {
    await writesNothing(() => call(route), 401);
  });

  const flagged = entries.filter(([, r]) => r.permission !== 'public' && r.permission !== 'authenticated');
  it.each(flagged)('%s refuses a user without its permission with 403', async (_name, route) => {
    await writesNothing(() => call(route, tokens['none']), 403);
  });

  const sited = entries.filter(([, r]) => r.permission !== 'public' && /:site\b/.test(r.path));
  it('has routes scoped by a :site path parameter', () => {
    expect(sited.length).toBeGreaterThan(0);
  });
  it.each(sited)("%s refuses a user of another site with 403 (a BA user asking for WI's data)", async (_name, route) => {
    await writesNothing(() => call(route, tokens['all'], 'WI'), 403);
  });

  it.each(guarded)('%s lets an allowed user through (never 401 or 403)', async (name, route) => {
    const token = endsSession(route)
      ? (await server.login('all.flags', 'BA')).token
      : HEAD_OFFICE_ONLY.has(name)
        ? tokens['allCo']
        : tokens['all'];
    const response = await call(route, token, 'BA');
    expect({ status: response.status, body: response.body }).not.toEqual({ status: 401, body: expect.any(String) });
    expect({ status: response.status, body: response.body }).not.toEqual({ status: 403, body: expect.any(String) });
    expect(response.status).toBeLessThan(500);
  });
});

describe('write access is decided on the server, whatever the client sends', () => {
  const { ok, refused } = httpHelpers(() => server);
  const LOW = 'ZW-LOW-V-1H'; // on a level-1 data entry screen
  const HIGH = 'ZW-HIGH-V-1H'; // on a level-2 data entry screen only
  const today = factoryToday(new Date());
  const screens = { low: 0, high: 0, wi: 0 };
  const writer = { zero: '', one: '' };
  let hour = 0;
  const tooLow = (code: string) => `Your write access level is below the access level of every data entry screen holding: ${code}`;
  const data = (CODE: string) => [
    {
      TYPE: 'Insert',
      CODE,
      FTR_DATE: today,
      FTR_HOUR: ++hour,
      OPERATION: 'ZW2026',
      AUDIT: false,
      VALUE: 5,
      ORIGINAL_VALUE: null,
      VALID: true,
    },
  ];
  const post = (token: string, CODE: string, screenId?: number) => ({
    token,
    body: { submissionId: randomUUID(), data: data(CODE), ...(screenId === undefined ? {} : { screenId: String(screenId) }) },
  });

  beforeAll(async () => {
    const person = {
      password: DEMO_PASSWORD,
      firstName: 'Write',
      lastName: 'Tester',
      email: '',
      readAccess: 5,
      flags: ['VIEW_DATA_SCREENS' as const, 'VIEW_CCF' as const],
    };
    await seedUsers(server, [
      { ...person, username: 'write.zero', writeAccess: 0, sites: ['BA'] },
      { ...person, username: 'write.one', writeAccess: 1, sites: ['BA'] },
      { ...person, username: 'all.wi', writeAccess: 5, sites: ['WI'], flags: [...FLAGS] },
    ]);
    writer.zero = (await server.login('write.zero', 'BA')).token;
    writer.one = (await server.login('write.one', 'BA')).token;
    const all = tokens['all'] as string;
    await ok('POST', '/operation', all, { code: 'ZW2026', type: 'BC', startDate: addDays(today, -5), endDate: addDays(today, 5) });
    await createTestCcfSettings((path, body) => ok('POST', path, all, body), ['ZWBRIX']);
    await ok('POST', '/parameter', all, { CODE: LOW, HEADING1: LOW, PCAT_CODE: 'JUICE', CCF_TYPE: 'Q', CCF_ANALYSIS: 'ZWBRIX' });
    await ok('POST', '/parameter', all, { CODE: HIGH, HEADING1: HIGH, PCAT_CODE: 'JUICE' });
    const screen = async (token: string, ACCESS_LEVEL: number, codes: string[]) => {
      const { ID } = await ok<{ ID: number }>('POST', '/data-screen', token, {
        DESCRIPTION: `Write matrix ${ACCESS_LEVEL}`,
        SCREEN_TYPE: 'HLY',
        ACCESS_LEVEL,
        AREA: 'A',
      });
      for (const code of codes) await ok('POST', `/data-screen-member/${ID}/${code}`, token);
      return ID;
    };
    screens.low = await screen(all, 1, [LOW]);
    screens.high = await screen(all, 2, [HIGH]);
    screens.wi = await screen((await server.login('all.wi', 'WI')).token, 1, []);
    await server.projector.waitFor((await server.infra.eventStore.headPosition()) ?? 0n, 5_000);
  });

  it.each([
    [
      'write access 0, no screen id',
      () => post(writer.zero, LOW),
      'Your account has read-only access (write access 0); nothing was changed',
    ],
    [
      'write access 0, naming a screen of level 1',
      () => post(writer.zero, LOW, screens.low),
      'Your account has read-only access (write access 0); nothing was changed',
    ],
    ['write access 1, a parameter held only by a level-2 screen', () => post(writer.one, HIGH), tooLow(HIGH)],
    [
      'write access 1, naming the level-2 screen',
      () => post(writer.one, HIGH, screens.high),
      "Your write access level is below this screen's access level (2)",
    ],
    ["write access 1, naming another site's screen", () => post(writer.one, LOW, screens.wi), 'You can only work on your own site'],
  ])('POST /data refuses %s with 403, and writes nothing', async (_name, make, message) => {
    const { token, body } = make();
    await refused('POST', '/data', token, body, 403, message);
  });

  it('POST /data lets write access 1 enter a parameter of a level-1 screen, with or without naming it', async () => {
    for (const screenId of [undefined, screens.low]) {
      const { token, body } = post(writer.one, LOW, screenId);
      await ok('POST', '/data', token, body);
    }
  });

  it('POST /ccf-data/:id (VIEW_CCF) keeps to the same write access', async () => {
    const { id } = await ok<{ id: string }>('POST', '/ccf', writer.one, { parameter: LOW, operation: 'ZW2026' });
    const value = { analyst: 'Write Tester', date: today, hour: 1, value: 6 };
    await refused(
      'POST',
      `/ccf-data/${id}`,
      writer.zero,
      value,
      403,
      'Your account has read-only access (write access 0); nothing was changed',
    );
    await ok('POST', `/ccf-data/${id}`, writer.one, value);
  });
});

describe('user administration cannot take over the administrator', () => {
  const { call: api, refused } = httpHelpers(() => server);
  const lacksSites = 'You cannot manage a user of BU: you do not have that site yourself';

  it.each([
    ['PATCH', '/user/archive/admin', lacksSites],
    ['POST', '/user-reset/user/admin', lacksSites],
    ['PATCH', '/user/archive/all.flags', 'You cannot archive yourself'],
  ] as const)('%s %s by a one-site holder of every flag is refused with 403, and writes nothing', async (method, path, message) => {
    await refused(method, path, tokens['all'], undefined, 403, message);
  });

  it('PUT /user/admin stripping every right but one site is refused with 403, and writes nothing', async () => {
    const admin = (await api('GET', '/user/admin', tokens['all'])).json<Record<string, unknown>>();
    const stripped = {
      ...admin,
      ...Object.fromEntries(FLAGS.map((f) => [f, false])),
      ACCESS_BU: false,
      ACCESS_CA: false,
      ACCESS_NE: false,
      ACCESS_WI: false,
      ACCESS_CO: false,
      READ_ACCESS: 0,
      WRITE_ACCESS: 0,
    };
    await refused('PUT', '/user/admin', tokens['all'], stripped, 403, lacksSites);
  });
});
