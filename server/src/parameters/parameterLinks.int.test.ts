import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { newParameter } from '../testing/parameterFixtures.ts';
import { demoParameterLinks } from '../seed/demoParameterLinks.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

let server: TestServer;
let supervisor: string;
let supervisorWi: string;
let operator: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  await listCodeParts(server, [
    'LK-A-V-1H',
    'LK-B-V-1H',
    'LK-C-V-1H',
    'LK-D-V-1H',
    'LK-X-V-1H',
    'LK-E-V-1H',
    'LK-P-V-1H',
    'LK-Q-V-1H',
    'LK-R-V-1D',
  ]);
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  supervisorWi = (await server.login('supervisor.wi', 'WI')).token;
  operator = (await server.login('operator.ba', 'BA')).token;
  admin = (await server.login('admin', 'CO', ADMIN_PASSWORD)).token; // every site and flag, at CO
});
afterAll(() => server.destroy());

const { ok, read, refused } = httpHelpers(() => server);
interface Link {
  ID: number;
  LINKED_CODE: string;
  LABEL: string;
  TYPE: string | null;
}

describe('parameter links', () => {
  it('links two parameters, lists the link from both ends and removes it', async () => {
    await ok('POST', '/parameter', supervisor, { ...newParameter, CODE: 'LK-A-V-1H' });
    await ok('POST', '/parameter', supervisor, { ...newParameter, CODE: 'LK-B-V-1H', PTYP_CODE: 'SIM' });
    const created = await ok('POST', '/parameter-links', supervisor, {
      firstCode: 'lk-a-v-1h',
      firstLabel: 'Raw value',
      secondCode: 'lk-b-v-1h',
      secondLabel: 'Calculated value',
    });
    expect(created.message).toBe('Link Created');
    const fromA = await read<Link[]>('/parameter-links/LK-A-V-1H', supervisor, created.position);
    expect(fromA).toEqual([{ ID: expect.any(Number), LINKED_CODE: 'LK-B-V-1H', LABEL: 'Calculated value', TYPE: 'SIM' }]);
    const fromB = await read<Link[]>('/parameter-links/LK-B-V-1H', supervisor);
    expect(fromB).toEqual([{ ID: fromA[0]!.ID, LINKED_CODE: 'LK-A-V-1H', LABEL: 'Raw value', TYPE: 'REA' }]);
    // another site has its own links
    expect(await read<Link[]>('/parameter-links/LK-A-V-1H', supervisorWi)).toEqual([]);

    const removed = await ok('DELETE', `/parameter-links/${fromA[0]!.ID}`, supervisor);
    expect(removed.message).toBe('Link Removed');
    expect(await read<Link[]>('/parameter-links/LK-A-V-1H', supervisor, removed.position)).toEqual([]);
    await refused('DELETE', `/parameter-links/${fromA[0]!.ID}`, supervisor, undefined, 404, `Link ${fromA[0]!.ID} not found`);
  });

  it('refuses unknown codes, self links, duplicates and bad input with the field named, writing nothing', async () => {
    await ok('POST', '/parameter', supervisor, { ...newParameter, CODE: 'LK-C-V-1H' });
    await ok('POST', '/parameter', supervisor, { ...newParameter, CODE: 'LK-D-V-1H' });
    const body = { firstCode: 'LK-C-V-1H', firstLabel: 'C', secondCode: 'LK-D-V-1H', secondLabel: 'D' };
    await refused(
      'POST',
      '/parameter-links',
      supervisor,
      { ...body, secondCode: 'LK-X-V-1H' },
      400,
      'secondCode: Parameter LK-X-V-1H does not exist at BA',
    );
    await refused(
      'POST',
      '/parameter-links',
      supervisor,
      { ...body, firstCode: 'LK-X-V-1H' },
      400,
      'firstCode: Parameter LK-X-V-1H does not exist at BA',
    );
    await refused(
      'POST',
      '/parameter-links',
      supervisor,
      { ...body, secondCode: 'LK-C-V-1H' },
      400,
      'secondCode: A parameter cannot be linked to itself',
    );
    await refused('POST', '/parameter-links', supervisor, { ...body, firstLabel: '' }, 400, 'First label is required');
    await refused('POST', '/parameter-links', supervisor, { ...body, secondCode: 'bad code!' }, 400);
    await ok('POST', '/parameter-links', supervisor, body);
    await refused(
      'POST',
      '/parameter-links',
      supervisor,
      { ...body, firstCode: 'LK-D-V-1H', secondCode: 'LK-C-V-1H' },
      409,
      'secondCode: LK-D-V-1H and LK-C-V-1H are already linked',
    );
    // a BA code does not exist at WI
    await refused('POST', '/parameter-links', supervisorWi, body, 400, 'firstCode: Parameter LK-C-V-1H does not exist at WI');
  });

  it('needs PARAMETERS to write, a token to read', async () => {
    const body = { firstCode: 'LK-C-V-1H', firstLabel: 'C', secondCode: 'LK-D-V-1H', secondLabel: 'D' };
    await refused('POST', '/parameter-links', operator, body, 403);
    await refused('DELETE', '/parameter-links/1', operator, undefined, 403);
    await refused('GET', '/parameter-links/LK-C-V-1H', undefined, undefined, 401);
  });
});

describe('GET /parameter-links/period/{code}: the links of the same period (docs/parameters.md)', () => {
  it('answers the code’s links whose other code has the same period letter, at the session’s site or the one asked', async () => {
    for (const CODE of ['LK-P-V-1H', 'LK-Q-V-1H', 'LK-R-V-1D']) await ok('POST', '/parameter', supervisor, { ...newParameter, CODE });
    await ok('POST', '/parameter-links', supervisor, {
      firstCode: 'LK-P-V-1H',
      firstLabel: 'P',
      secondCode: 'LK-Q-V-1H',
      secondLabel: 'Q hourly',
    });
    const last = await ok('POST', '/parameter-links', supervisor, {
      firstCode: 'LK-P-V-1H',
      firstLabel: 'P',
      secondCode: 'LK-R-V-1D',
      secondLabel: 'R daily',
    });
    const hourly = await read<Link[]>('/parameter-links/period/lk-p-v-1h', supervisor, last.position);
    expect(hourly).toEqual([{ ID: expect.any(Number), LINKED_CODE: 'LK-Q-V-1H', LABEL: 'Q hourly', TYPE: 'REA' }]);
    // every link of P, whatever the period, is still GET /parameter-links/{code}'s
    expect((await read<Link[]>('/parameter-links/LK-P-V-1H', supervisor)).map((l) => l.LINKED_CODE)).toEqual(['LK-Q-V-1H', 'LK-R-V-1D']);
    expect(await read<Link[]>('/parameter-links/period/LK-R-V-1D', supervisor)).toEqual([]);
    // the central office names the site it reads
    expect(await read<Link[]>('/parameter-links/period/LK-P-V-1H?site=BA', admin)).toEqual(hourly);
  });

  it('refuses unsigned (401), without PARAMETERS (403), another site (403) and a code missing at the site (404)', async () => {
    await refused('GET', '/parameter-links/period/LK-P-V-1H', undefined, undefined, 401, 'Please sign in');
    await refused('GET', '/parameter-links/period/LK-P-V-1H', operator, undefined, 403, 'You do not have permission to do that');
    await refused('GET', '/parameter-links/period/LK-P-V-1H?site=BA', supervisorWi, undefined, 403, 'You can only work on your own site');
    await refused('GET', '/parameter-links/period/LK-P-V-1H', supervisorWi, undefined, 404, 'Parameter LK-P-V-1H does not exist at WI');
    await refused('GET', '/parameter-links/period/LK-P-V-1H?site=XX', supervisor, undefined, 400);
  });
});

describe('demo parameter links', () => {
  it('are seeded at each site and listed from both ends', async () => {
    const [demo] = demoParameterLinks('BA');
    const links = await read<Link[]>(`/parameter-links/${demo!.firstCode}`, supervisor);
    expect(links).toContainEqual(expect.objectContaining({ LINKED_CODE: demo!.secondCode, LABEL: demo!.secondLabel }));
    const back = await read<Link[]>(`/parameter-links/${demo!.secondCode}`, supervisor);
    expect(back).toContainEqual(expect.objectContaining({ LINKED_CODE: demo!.firstCode, LABEL: demo!.firstLabel }));
  });
});

describe('data-entry screens of a parameter', () => {
  it("lists the site's screens that show the code, as Find by Parameter does", async () => {
    const screens = await read<{ ID: number; DESCRIPTION: string; SITE: string }[]>('/parameter/TJ-BX-V-1H/data-screens', supervisor);
    expect(screens.length).toBeGreaterThan(0);
    const found = await read<{ ID: number; DESCRIPTION: string }[]>('/data-screens/code/TJ-BX-V-1H', supervisor);
    expect(screens.map((s) => [s.ID, s.DESCRIPTION])).toEqual(found.map((s) => [s.ID, s.DESCRIPTION]));
    expect(screens.every((s) => s.SITE === 'BA')).toBe(true);
    await ok('POST', '/parameter', supervisor, { ...newParameter, CODE: 'LK-E-V-1H' });
    expect(await read('/parameter/LK-E-V-1H/data-screens', supervisor)).toEqual([]);
    await refused('GET', '/parameter/TJ-BX-V-1H/data-screens', undefined, undefined, 401);
  });
});
