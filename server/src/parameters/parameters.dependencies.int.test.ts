import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { newParameter } from '../testing/parameterFixtures.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

let server: TestServer;
let supervisor: string;
let supervisorWi: string;
let operator: string;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  await listCodeParts(server, ['TJ-NY-T-0H', 'TJ-NY-V-1H', 'TJ-CY-A-0H', 'TJ-CY-B-0H', 'TJ-CY-C-0H', 'NO-PE-V-1H']);
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  supervisorWi = (await server.login('supervisor.wi', 'WI')).token;
  operator = (await server.login('operator.ba', 'BA')).token;
});
afterAll(() => server.destroy());

const { ok, read: get, refused } = httpHelpers(() => server);

describe('dependencies of SIM parameters', () => {
  const sim = { ...newParameter, PTYP_CODE: 'SIM', SFNC_CODE: 'SEQSUM' };

  it('adds, lists with names, changes and removes the inputs of a SIM parameter', async () => {
    await ok('POST', '/parameter', supervisor, newParameter);
    await ok('POST', '/parameter', supervisor, { ...sim, CODE: 'TJ-NY-T-0H' });
    const added = await ok('POST', '/dependencies/tj-ny-t-0h', supervisor, { SEQUENCE: 1, DEPENDENT: 'tj-ny-v-1h' });
    expect(added.message).toBe('Dependency Added');
    await ok('POST', '/dependencies/TJ-NY-T-0H', supervisor, { SEQUENCE: -2, DEPENDENT: 'TJ-BX-V-1H' });
    const last = await ok('POST', '/dependencies/TJ-NY-T-0H', supervisor, { SEQUENCE: 3, DEPENDENT: 'TJ-PH-V-1H' });
    const inputs = await get<{ ID: number; DEPENDENT: string; SEQUENCE: number; NAME: string; TYPE: string; CALCULATED: string }[]>(
      '/dependencies/dependents/TJ-NY-T-0H',
      supervisor,
      last.position,
    );
    expect(inputs.map((d) => [d.DEPENDENT, d.SEQUENCE, d.NAME, d.TYPE, d.CALCULATED])).toEqual([
      ['TJ-NY-V-1H', 1, 'Thick Juice', 'REA', 'TJ-NY-T-0H'],
      ['TJ-BX-V-1H', -2, 'Thick Juice', 'REA', 'TJ-NY-T-0H'],
      ['TJ-PH-V-1H', 3, 'Thick Juice', 'REA', 'TJ-NY-T-0H'],
    ]);
    const usedBy = await get<{ CALCULATED: string }[]>('/dependencies/precedents/TJ-BX-V-1H', supervisor);
    expect(usedBy.map((d) => d.CALCULATED)).toEqual(['TJ-NY-T-0H', 'TJ-PY-Q-0H']);

    const [first, second] = inputs;
    const changed = await ok('PUT', `/dependencies/${second!.ID}`, supervisor, { SEQUENCE: -4, DEPENDENT: 'TJ-SU-V-1H' });
    expect(changed.message).toBe('Dependency Updated');
    const removed = await ok('DELETE', `/dependencies/${first!.ID}`, supervisor);
    expect(removed.message).toBe('Parameter TJ-NY-V-1H removed');
    const now = await get<{ DEPENDENT: string; SEQUENCE: number }[]>('/dependencies/dependents/TJ-NY-T-0H', supervisor, removed.position);
    expect(now.map((d) => [d.DEPENDENT, d.SEQUENCE])).toEqual([
      ['TJ-PH-V-1H', 3],
      ['TJ-SU-V-1H', -4],
    ]);
    // NAME follows the dependent's current heading.
    const renamed = await ok('PATCH', '/parameter/data-screen/TJ-PH-V-1H', supervisor, { HEADING1: 'TJ pH' });
    const named = await get<{ NAME: string }[]>('/dependencies/dependents/TJ-NY-T-0H', supervisor, renamed.position);
    expect(named.map((d) => d.NAME)).toEqual(['TJ pH', 'Thick Juice']);
  });

  it('refuses cycles (naming them), duplicates, self-dependencies, non-SIM targets and unknown inputs, writing nothing', async () => {
    await ok('POST', '/parameter', supervisor, { ...sim, CODE: 'TJ-CY-A-0H' });
    await ok('POST', '/parameter', supervisor, { ...sim, CODE: 'TJ-CY-B-0H' });
    await ok('POST', '/parameter', supervisor, { ...sim, CODE: 'TJ-CY-C-0H' });
    await ok('POST', '/dependencies/TJ-CY-A-0H', supervisor, { SEQUENCE: 1, DEPENDENT: 'TJ-CY-B-0H' });
    await ok('POST', '/dependencies/TJ-CY-B-0H', supervisor, { SEQUENCE: 1, DEPENDENT: 'TJ-CY-C-0H' });
    // A dependency edit asks for recalculations on the server (the recalculation process manager): let them land first.
    await server.settle();
    const cycle = 'This dependency would create a cycle: TJ-CY-C-0H -> TJ-CY-A-0H -> TJ-CY-B-0H -> TJ-CY-C-0H';
    await refused('POST', '/dependencies/TJ-CY-C-0H', supervisor, { SEQUENCE: 1, DEPENDENT: 'TJ-CY-A-0H' }, 409, cycle);
    await refused(
      'POST',
      '/dependencies/TJ-CY-A-0H',
      supervisor,
      { SEQUENCE: 2, DEPENDENT: 'TJ-CY-B-0H' },
      409,
      'TJ-CY-B-0H is already a dependency of TJ-CY-A-0H',
    );
    await refused(
      'POST',
      '/dependencies/TJ-CY-A-0H',
      supervisor,
      { SEQUENCE: 2, DEPENDENT: 'TJ-CY-A-0H' },
      400,
      'TJ-CY-A-0H cannot depend on itself',
    );
    await refused(
      'POST',
      '/dependencies/TJ-BX-V-1H',
      supervisor,
      { SEQUENCE: 1, DEPENDENT: 'TJ-PH-V-1H' },
      400,
      'TJ-BX-V-1H is not a calculated (SIM) parameter: only SIM parameters have dependencies',
    );
    await refused(
      'POST',
      '/dependencies/TJ-CY-A-0H',
      supervisor,
      { SEQUENCE: 2, DEPENDENT: 'NO-PE-V-1H' },
      400,
      'Parameter NO-PE-V-1H does not exist at BA',
    );
    await refused(
      'POST',
      '/dependencies/NO-PE-V-1H',
      supervisor,
      { SEQUENCE: 2, DEPENDENT: 'TJ-PH-V-1H' },
      404,
      'Parameter NO-PE-V-1H not found',
    );
    await refused(
      'POST',
      '/dependencies/TJ-CY-A-0H',
      supervisor,
      { SEQUENCE: 0, DEPENDENT: 'TJ-PH-V-1H' },
      400,
      'Sequence must not be 0: its sign says add or subtract',
    );
    await refused(
      'POST',
      '/dependencies/TJ-CY-A-0H',
      supervisor,
      { DEPENDENT: 'TJ-PH-V-1H' },
      400,
      'Sequence is required and must be a number',
    );
    await refused('POST', '/dependencies/TJ-CY-A-0H', operator, { SEQUENCE: 2, DEPENDENT: 'TJ-PH-V-1H' }, 403);
    const [ab] = await get<{ ID: number }[]>('/dependencies/dependents/TJ-CY-A-0H', supervisor);
    await refused(
      'PUT',
      `/dependencies/${ab!.ID}`,
      supervisor,
      { SEQUENCE: 1, DEPENDENT: 'TJ-CY-A-0H' },
      400,
      'TJ-CY-A-0H cannot depend on itself',
    );
    await refused('PUT', '/dependencies/99999', supervisor, { SEQUENCE: 1, DEPENDENT: 'TJ-PH-V-1H' }, 404, 'Dependency 99999 not found');
    await refused('DELETE', '/dependencies/99999', supervisor, undefined, 404, 'Dependency 99999 not found');
    await refused('DELETE', `/dependencies/${ab!.ID}`, operator, undefined, 403);
    await refused('DELETE', '/dependencies/abc', supervisor, undefined, 400, 'Dependency id must be a number');
  });

  it("keeps each site's graph apart: an id names a dependency of the user's own site", async () => {
    const [wiFirst] = await get<{ ID: number; CALCULATED: string; SITE: string }[]>('/dependencies/dependents/BS-TN-T-0H', supervisorWi);
    const [baFirst] = await get<{ ID: number; SITE: string }[]>('/dependencies/dependents/BS-TN-T-0H', supervisor);
    expect([wiFirst?.SITE, baFirst?.SITE, wiFirst?.ID]).toEqual(['WI', 'BA', baFirst?.ID]);
    const removed = await ok('DELETE', `/dependencies/${wiFirst!.ID}`, supervisorWi);
    expect(removed.message).toBe('Parameter BS-TN-V-1H removed');
    expect((await get<unknown[]>('/dependencies/dependents/BS-TN-T-0H', supervisorWi, removed.position)).length).toBe(2);
    expect((await get<unknown[]>('/dependencies/dependents/BS-TN-T-0H', supervisor)).length).toBe(2);
  });
});
