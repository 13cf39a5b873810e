import { routes, type RouteDef } from '@ftr/contracts';
import { createUser } from '@ftr/command-service/users/createUser.ts';
import { createTokenService } from '@ftr/infra/auth/tokens.ts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from './testing/embedded.ts';

/** Every route of the contract, generated: none of the forbidden calls may succeed or write an event. */
let server: TestServer;
let noFlags: string;

beforeAll(async () => {
  server = await startTestServer({ demo: false });
  const deps = { eventStore: server.infra.eventStore, tokens: createTokenService(new Uint8Array(32)), clock: { now: () => new Date() } };
  await createUser(deps, {
    username: 'no.flags', password: DEMO_PASSWORD, firstName: 'No', lastName: 'Flags', email: '',
    sites: ['BA'], flags: [], readAccess: 0, writeAccess: 0,
  });
  noFlags = (await server.login('no.flags', 'BA')).token;
});
afterAll(() => server.destroy());

const entries = Object.entries(routes) as [string, RouteDef][];
const url = (route: RouteDef) => `/api${route.path.replace(/:(\w+)/g, 'X1')}`;
const call = (route: RouteDef, token?: string) =>
  server.request({
    method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: url(route),
    ...(token ? { token } : {}),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
  });
const writesNothing = async (run: () => Promise<{ status: number }>, expected: number) => {
  const before = await server.infra.eventStore.headPosition();
  expect((await run()).status).toBe(expected);
  expect(await server.infra.eventStore.headPosition()).toBe(before);
};

describe('authorisation matrix from the route table', () => {
  const guarded = entries.filter(([, r]) => r.permission !== 'public');
  it.each(guarded)('%s refuses an anonymous caller with 401', async (_name, route) => {
    await writesNothing(() => call(route), 401);
  });

  const flagged = entries.filter(([, r]) => r.permission !== 'public' && r.permission !== 'authenticated');
  it.each(flagged)('%s refuses a user without its permission with 403', async (_name, route) => {
    await writesNothing(() => call(route, noFlags), 403);
  });
});
