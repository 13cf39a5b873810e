import { RECENT_OPERATIONS, type OperationDto } from '@ftr/contracts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';

// The spec's GET /operations/live?site= and GET /operations/recent?site= (Operation: OPTN_CODE or CODE,
// SITE, START_DATE, END_DATE, COMMENTS). 10:00 UTC on 22 Nov 2026 is factory date 2026-11-23.
const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-23';

let server: TestServer;
const { ok, read, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', manager: '', twoSites: '', twoSitesCo: '' };

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  // holds BA, WI and CO: at BA it reaches BA alone, at CO all three
  await seedUsers(server, [
    {
      username: 'two.sites',
      password: DEMO_PASSWORD,
      firstName: 'Two',
      lastName: 'Sites',
      email: '',
      readAccess: 1,
      writeAccess: 1,
      sites: ['BA', 'WI', 'CO'],
      flags: [],
    },
  ]);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.manager = (await server.login('manager.co', 'CO')).token;
  t.twoSites = (await server.login('two.sites', 'BA')).token;
  t.twoSitesCo = (await server.login('two.sites', 'CO')).token;
});
afterAll(() => server.destroy());

const codes = (ops: OperationDto[]) => ops.map((o) => `${o.SITE} ${o.OPTN_CODE}`);

describe('GET /operations/live?site=', () => {
  it("answers the operations whose dates include today's factory date at the session's site, with the spec's fields", async () => {
    const live = await read<OperationDto[]>('/operations/live', t.operator);
    expect(live).toEqual([
      expect.objectContaining({ SITE: 'BA', OPTN_CODE: 'BC2026', COMMENTS: 'Campaign', STATUS: 'Active', START_DATE: expect.any(String) }),
    ]);
    expect(live[0]?.START_DATE.localeCompare(TODAY)).toBeLessThanOrEqual(0);
    expect(live[0]?.END_DATE.localeCompare(TODAY)).toBeGreaterThanOrEqual(0);
    // a juice run over today as well: both, earliest start first; a pending one is not live
    await ok('POST', '/operation', t.supervisor, { code: 'JRLIVE', type: 'JR', startDate: TODAY, endDate: '2026-11-30' });
    await ok('POST', '/operation', t.supervisor, { code: 'JRNEXT', type: 'JR', startDate: '2026-11-24', endDate: '2026-11-30' });
    await caughtUp();
    expect(codes(await read<OperationDto[]>('/operations/live', t.operator))).toEqual(['BA BC2026', 'BA JRLIVE']);
  });

  it('reads another site named by ?site= only when the session reaches it', async () => {
    expect(codes(await read<OperationDto[]>('/operations/live?site=wi', t.manager))).toEqual(['WI BC2026']);
    expect(codes(await read<OperationDto[]>('/operations/live?site=WI', t.twoSitesCo))).toEqual(['WI BC2026']);
    // the central office runs no operations of its own
    expect(await read<OperationDto[]>('/operations/live', t.manager)).toEqual([]);
    expect(codes(await read<OperationDto[]>('/operations/live?site=BA', t.twoSites))).toEqual(['BA BC2026', 'BA JRLIVE']);
  });
});

describe('GET /operations/recent?site=', () => {
  it(`answers the site's latest ${String(RECENT_OPERATIONS)} operations that have started, latest start first`, async () => {
    expect(codes(await read<OperationDto[]>('/operations/recent?site=NE', t.manager))).toEqual([
      'NE BC2026',
      'NE JR2026',
      'NE BO2025',
      'NE BC2025',
    ]);
    for (let i = 1; i <= 8; i += 1) {
      const year = String(2010 + i);
      await ok('POST', '/operation', t.supervisor, {
        code: `OLD${year}`,
        type: 'BO',
        startDate: `${year}-01-01`,
        endDate: `${year}-02-01`,
      });
    }
    await caughtUp();
    const recent = await read<OperationDto[]>('/operations/recent', t.operator);
    expect(recent).toHaveLength(RECENT_OPERATIONS);
    expect(codes(recent).slice(0, 5)).toEqual(['BA JRLIVE', 'BA BC2026', 'BA JR2026', 'BA BO2025', 'BA BC2025']);
    expect(codes(recent).slice(5)).toEqual(['BA OLD2018', 'BA OLD2017', 'BA OLD2016', 'BA OLD2015', 'BA OLD2014']);
    expect(recent.map((o) => o.STATUS)).not.toContain('Pending');
  });
});

describe('refusals of /operations/live and /operations/recent', () => {
  it.each(['live', 'recent'])('%s: 401 unsigned, 403 for a site the session does not reach, 400 for no site code', async (kind) => {
    await refused('GET', `/operations/${kind}`, undefined, undefined, 401, 'Please sign in');
    await refused('GET', `/operations/${kind}?site=WI`, t.operator, undefined, 403, 'You can only work on your own site');
    // the account holds WI, but a session at BA reaches BA alone
    await refused('GET', `/operations/${kind}?site=WI`, t.twoSites, undefined, 403, 'You can only work on your own site');
    await refused('GET', `/operations/${kind}?site=XX`, t.operator, undefined, 400);
  });
});
