import { FLAGS, routes, type RouteDef } from '@ftr/contracts';
import { createUser } from '@ftr/command-service/users/createUser.ts';
import { createTokenService } from '@ftr/infra/auth/tokens.ts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from './testing/embedded.ts';

/**
 * Every route of the contract, generated (issue 3 item 10): called anonymously, by a user lacking its
 * permission, by a user of another site, and by an allowed user. None of the forbidden calls may
 * succeed or write an event; the allowed user is never refused for permission or site.
 */
let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ demo: false });
  const deps = { eventStore: server.infra.eventStore, tokens: createTokenService(new Uint8Array(32)), clock: { now: () => new Date() } };
  const person = { password: DEMO_PASSWORD, firstName: 'Matrix', lastName: 'Tester', email: '', readAccess: 5, writeAccess: 5, sites: ['BA' as const] };
  await createUser(deps, { ...person, username: 'no.flags', flags: [] });
  await createUser(deps, { ...person, username: 'all.flags', flags: [...FLAGS] });
  tokens['none'] = (await server.login('no.flags', 'BA')).token;
  tokens['all'] = (await server.login('all.flags', 'BA')).token;
});
afterAll(() => server.destroy());

const entries = Object.entries(routes) as [string, RouteDef][];
/** Path parameters filled with a harmless value; `:site` gets the site given. */
const url = (route: RouteDef, site = 'X1') => `/api${route.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'site' ? site : 'X1'))}`;
const call = (route: RouteDef, token?: string, site?: string) =>
  server.request({
    method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
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

  it.each(guarded)('%s lets an allowed user through (never 401 or 403)', async (_name, route) => {
    const token = endsSession(route) ? (await server.login('all.flags', 'BA')).token : tokens['all'];
    const response = await call(route, token, 'BA');
    expect({ status: response.status, body: response.body }).not.toEqual({ status: 401, body: expect.any(String) });
    expect({ status: response.status, body: response.body }).not.toEqual({ status: 403, body: expect.any(String) });
    expect(response.status).toBeLessThan(500);
  });
});
