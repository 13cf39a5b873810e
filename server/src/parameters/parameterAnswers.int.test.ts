import type { ParameterDto } from '@ftr/contracts';
import { PARAMETERS_COLLECTION } from '@ftr/read-models/parameters/projection.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';

// The parameter lists are cached answers keyed by the parameters read model's own position: other writes keep
// them, a parameter change makes them anew, and the key names the sites read.
const NOW = new Date('2026-11-22T10:00:00Z');
let server: TestServer;
let supervisor = '';
let supervisorWi = '';
let manager = '';
/** Reads of the parameters read model made by the server since the last reset. */
let parameterFinds = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  supervisorWi = (await server.login('supervisor.wi', 'WI')).token;
  manager = (await server.login('manager.co', 'CO')).token;
  const readStore = server.infra.readStore;
  const find = readStore.find.bind(readStore);
  jest.spyOn(readStore, 'find').mockImplementation((collection, query) => {
    if (collection === PARAMETERS_COLLECTION) parameterFinds += 1;
    return find(collection, query);
  });
});
afterAll(() => server.destroy());

const { ok, read: get } = httpHelpers(() => server);
const codes = (list: ParameterDto[]) => list.map((p) => `${p.SITE} ${p.CODE}`);

describe('GET /parameters and /parameters/recent: cached under the parameters read model', () => {
  it('answers again without reading while other read models change, and anew after a parameter changes', async () => {
    const first = await get<ParameterDto[]>('/parameters?search=tj-', supervisor);
    await get<ParameterDto[]>('/parameters/recent', supervisor);
    parameterFinds = 0;
    expect(codes(await get<ParameterDto[]>('/parameters?search=tj-', supervisor))).toEqual(codes(first));
    await get<ParameterDto[]>('/parameters/recent', supervisor);
    expect(parameterFinds).toBe(0);

    // An operation moves the read side but not the parameters: still no read.
    const operation = await ok('POST', '/operation', supervisor, {
      code: 'jr2031p',
      type: 'JR',
      startDate: '2031-01-10',
      endDate: '2031-02-10',
    });
    await get('/operations', supervisor, operation.position);
    expect(codes(await get<ParameterDto[]>('/parameters?search=tj-', supervisor))).toEqual(codes(first));
    expect(parameterFinds).toBe(0);

    const before = await get<ParameterDto>('/parameter/TJ-BX-V-1H', supervisor);
    const label = `Cached answers ${Date.now()}`;
    const updated = await ok('PUT', '/parameter/TJ-BX-V-1H', supervisor, { ...before, LABEL: label });
    const after = await get<ParameterDto[]>('/parameters?search=tj-bx', supervisor, updated.position);
    expect(parameterFinds).toBeGreaterThan(0);
    expect(after.find((p) => p.CODE === 'TJ-BX-V-1H')?.LABEL).toBe(label);
    // The recent list (ordered by the update's time, which this fixed clock makes a tie) is read anew too.
    parameterFinds = 0;
    await get<ParameterDto[]>('/parameters/recent', supervisor, updated.position);
    expect(parameterFinds).toBeGreaterThan(0);
  });

  it('never answers a user with parameters of a site they do not reach', async () => {
    const all = await get<ParameterDto[]>('/parameters?search=tj-', manager);
    expect(new Set(all.map((p) => p.SITE)).size).toBeGreaterThan(1);
    for (const url of ['/parameters?search=tj-', '/parameters/recent']) {
      expect(new Set((await get<ParameterDto[]>(url, supervisorWi)).map((p) => p.SITE))).toEqual(new Set(['WI']));
      expect(new Set((await get<ParameterDto[]>(url, supervisor)).map((p) => p.SITE))).toEqual(new Set(['BA']));
    }
  });
});
