import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T10:00:00Z'), demoDays: 0 });
  await listCodeParts(server, ['GP-A-V-1H', 'GP-B-V-1H']);
});
afterAll(() => server.destroy());

const { ok, read, refused } = httpHelpers(() => server);

describe('GET /parameter-groups', () => {
  it("lists the categories of the user's site's parameters with their counts, by code", async () => {
    const supervisor = (await server.login('supervisor.ba', 'BA')).token;
    const supervisorWi = (await server.login('supervisor.wi', 'WI')).token;
    const before = await read<{ CODE: string; COUNT: number }[]>('/parameter-groups', supervisor);
    const count = (groups: { CODE: string; COUNT: number }[], code: string) => groups.find((g) => g.CODE === code)?.COUNT ?? 0;
    await ok('POST', '/parameter', supervisor, { CODE: 'GP-A-V-1H', HEADING1: 'Group', PCAT_CODE: 'zgroup' });
    const last = await ok('POST', '/parameter', supervisor, { CODE: 'GP-B-V-1H', HEADING1: 'Group', PCAT_CODE: 'ZGROUP' });
    const after = await read<{ CODE: string; COUNT: number }[]>('/parameter-groups', supervisor, last.position);
    expect(count(after, 'ZGROUP')).toBe(count(before, 'ZGROUP') + 2);
    expect(after.map((g) => g.CODE)).toEqual([...after.map((g) => g.CODE)].sort());
    expect(count(await read('/parameter-groups', supervisorWi), 'ZGROUP')).toBe(0);
    await refused('GET', '/parameter-groups', undefined, undefined, 401);
  });
});
