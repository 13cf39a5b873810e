import type { LookupDto } from '@ftr/contracts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';

let server: TestServer;
const { ok, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', manager: '', admin: '' };

beforeAll(async () => {
  server = await startTestServer({ demoDays: 0 });
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token; // LOOKUPS
  t.operator = (await server.login('operator.ba', 'BA')).token; // no LOOKUPS
  t.manager = (await server.login('manager.co', 'CO')).token; // no LOOKUPS
  t.admin = (await server.login('admin', 'CO', ADMIN_PASSWORD)).token;
});
afterAll(() => server.destroy());

const list = async (name: string, token = t.operator, search?: string) => {
  await caughtUp();
  return ok<LookupDto[]>('GET', `/lookups/${name}${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`, token);
};
const entry = async (name: string, code: string) => (await list(name)).find((lookup) => lookup.code === code);
const forbidden = 'You do not have permission to do that';

describe('lookups over HTTP (embedded)', () => {
  it('serves the demo lists to any signed-in user, with how many parameter codes use each code and how many are in use', async () => {
    const items = await list('item');
    expect(items.map((lookup) => lookup.code)).toEqual([...items.map((lookup) => lookup.code)].sort());
    // DF-TP-V-9H is out of use at every site; DF codes are the same parameter whatever the site
    expect(items.find((lookup) => lookup.code === 'DF')).toEqual({
      code: 'DF',
      description: 'Diffuser',
      parameters: expect.any(Number),
      active_parameters: expect.any(Number),
      updatedAt: expect.any(String),
      updatedBy: 'admin',
    });
    const df = items.find((lookup) => lookup.code === 'DF');
    expect((df?.parameters ?? 0) - (df?.active_parameters ?? 0)).toBe(1);
    expect((await list('statistic', t.manager)).map((lookup) => lookup.code)).toEqual(['A', 'MN', 'MX', 'N', 'Q', 'T', 'V']);
    expect((await entry('measurement', 'EX'))?.parameters).toBe(2); // SS-EX-Q-0D and SS-EX-V-0D
  });

  it('serves the fixed periods with their counts', async () => {
    const periods = await list('period');
    expect(periods.map((p) => `${p.code} ${p.description}`)).toEqual([
      'H Hourly',
      'D Daily',
      'W Weekly',
      'M Monthly',
      'T To Date',
      'C Constant',
    ]);
    expect(periods.find((p) => p.code === 'M')).toEqual({
      code: 'M',
      description: 'Monthly',
      parameters: 0,
      active_parameters: 0,
      updatedAt: null,
      updatedBy: null,
    });
    expect(periods.find((p) => p.code === 'W')?.parameters).toBe(2);
  });

  it('searches a list by code or description, in any case', async () => {
    expect((await list('item', t.operator, 'juice')).map((lookup) => lookup.code)).toEqual(['RJ', 'TJ', 'TN']);
    expect((await list('measurement', t.operator, 'ph')).map((lookup) => lookup.code)).toEqual(['PH']);
    expect(await list('statistic', t.operator, 'nothing like it')).toEqual([]);
  });

  it('creates, updates and deletes a code, answering the spec messages', async () => {
    expect((await ok('POST', '/lookups/item', t.supervisor, { code: ' zq ', description: ' Quench Tank ' })).message).toBe(
      'Lookup Created',
    );
    expect(await entry('item', 'ZQ')).toMatchObject({
      description: 'Quench Tank',
      parameters: 0,
      active_parameters: 0,
      updatedBy: 'supervisor.ba',
    });
    expect(
      (await ok('PATCH', '/lookups/item', t.supervisor, { code: 'zq', description: 'Quench Tanks', reason: 'Two tanks' })).message,
    ).toBe('Lookup Updated');
    expect((await entry('item', 'ZQ'))?.description).toBe('Quench Tanks');
    const [updated] = (await server.infra.eventStore.readStream('lookup-item_ZQ')).slice(-1);
    expect(updated).toMatchObject({
      type: 'LookupUpdated',
      data: { description: 'Quench Tanks', previous: { description: 'Quench Tank' }, reason: 'Two tanks' },
      metadata: { userId: 'supervisor.ba', site: 'BA' },
    });
    expect((await ok('DELETE', '/lookups/item/zq?reason=Not%20needed', t.supervisor)).message).toBe('Code Deleted');
    expect(await entry('item', 'ZQ')).toBeUndefined();
    const [deleted] = (await server.infra.eventStore.readStream('lookup-item_ZQ')).slice(-1);
    expect(deleted).toMatchObject({ type: 'LookupDeleted', data: { description: 'Quench Tanks', reason: 'Not needed' } });
  });

  it('counts a new parameter composed from a new code, and then refuses to delete the code, naming the count', async () => {
    await ok('POST', '/lookups/measurement', t.admin, { code: 'ZY', description: 'Zygosity' });
    await ok('POST', '/parameter', t.supervisor, { CODE: 'TJ-ZY-V-1H', HEADING1: 'Thick Juice', PCAT_CODE: 'LAB', IN_USE_FLAG: false });
    expect(await entry('measurement', 'ZY')).toMatchObject({ parameters: 1, active_parameters: 0 });
    await refused(
      'DELETE',
      '/lookups/measurement/ZY',
      t.supervisor,
      undefined,
      409,
      'Measurement ZY is used by 1 parameter and cannot be deleted',
    );
    const used = (await entry('item', 'BS'))?.parameters ?? 0;
    expect(used).toBeGreaterThan(1);
    await refused('DELETE', '/lookups/item/BS', t.admin, undefined, 409, `Item BS is used by ${used} parameters and cannot be deleted`);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    await refused('POST', '/lookups/item', t.supervisor, { code: '', description: 'Empty' }, 400, 'Code is required');
    await refused(
      'POST',
      '/lookups/item',
      t.supervisor,
      { code: 'A-B', description: 'Dash' },
      400,
      'Code may contain only letters and digits',
    );
    await refused(
      'POST',
      '/lookups/item',
      t.supervisor,
      { code: 'ABCDEFGHI', description: 'Long' },
      400,
      'Code must be at most 8 characters',
    );
    await refused(
      'POST',
      '/lookups/statistic',
      t.supervisor,
      { code: 'ABCDE', description: 'Long' },
      400,
      'code: Code must be at most 4 characters',
    );
    await refused('POST', '/lookups/item', t.supervisor, { code: 'ZZ' }, 400, 'Description is required');
    await refused(
      'POST',
      '/lookups/item',
      t.supervisor,
      { code: 'ZZ', description: 'x'.repeat(61) },
      400,
      'Description must be at most 60 characters',
    );
    await refused(
      'POST',
      '/lookups/period',
      t.supervisor,
      { code: 'Y', description: 'Yearly' },
      400,
      'name: Periods are fixed: they cannot be added, changed or deleted',
    );
    await refused(
      'DELETE',
      '/lookups/period/H',
      t.supervisor,
      undefined,
      400,
      'name: Periods are fixed: they cannot be added, changed or deleted',
    );
    await refused(
      'POST',
      '/lookups/colour',
      t.supervisor,
      { code: 'ZZ', description: 'x' },
      400,
      'name: Lookup must be item, measurement, statistic or period',
    );
    await refused('GET', '/lookups/colour', t.supervisor, undefined, 400, 'name: Lookup must be item, measurement, statistic or period');
  });

  it('refuses a duplicate code with 409, and a missing one with 404, writing nothing', async () => {
    await refused('POST', '/lookups/item', t.supervisor, { code: 'bs', description: 'Beets' }, 409, 'Item BS already exists');
    await refused('PATCH', '/lookups/statistic', t.supervisor, { code: 'ZZZ', description: 'None' }, 404, 'Statistic ZZZ not found');
    await refused('DELETE', '/lookups/statistic/ZZZ', t.supervisor, undefined, 404, 'Statistic ZZZ not found');
    // the same description again changes nothing
    await refused('PATCH', '/lookups/item', t.supervisor, { code: 'BS', description: 'Beet Slice' }, 200);
  });

  it('lets only LOOKUPS users write, from any site', async () => {
    const body = { code: 'ZP', description: 'Press' };
    await refused('POST', '/lookups/item', undefined, body, 401, 'Please sign in');
    await refused('GET', '/lookups/item', undefined, undefined, 401, 'Please sign in');
    await refused('POST', '/lookups/item', t.operator, body, 403, forbidden);
    await refused('POST', '/lookups/item', t.manager, body, 403, forbidden);
    await refused('PATCH', '/lookups/item', t.operator, { code: 'BS', description: 'Beet' }, 403, forbidden);
    await refused('DELETE', '/lookups/item/BS', t.manager, undefined, 403, forbidden);
    expect((await ok('POST', '/lookups/item', t.admin, body)).message).toBe('Lookup Created'); // head office
    expect((await ok('DELETE', '/lookups/item/ZP', t.supervisor)).message).toBe('Code Deleted');
  });

  it('lets only one of two simultaneous creations of a code through', async () => {
    const answers = await Promise.all(
      ['Race one', 'Race two'].map((description) =>
        server.request({ method: 'POST', url: '/api/lookups/statistic', token: t.supervisor, body: { code: 'RC', description } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await list('statistic')).filter((lookup) => lookup.code === 'RC')).toHaveLength(1);
  });
});
