import { ERRORS, FLAGS, routes, SITES, type RouteDef } from '@ftr/contracts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';

/**
 * Write levels and central-office refusals, generated from the route table: every route that is not a GET
 * states the write access it needs; a user of write access 0 holding every site and flag is refused every
 * route that needs 1 and writes nothing; a head-office session is refused every write head office hides.
 */
let server: TestServer;
let zero = '';
let headOffice = '';
const { call } = httpHelpers(() => server);

beforeAll(async () => {
  server = await startTestServer({ demo: false });
  const person = {
    password: DEMO_PASSWORD,
    firstName: 'Level',
    lastName: 'Probe',
    email: '',
    phone: '',
    flags: [...FLAGS],
    sites: [...SITES],
  };
  await seedUsers(server, [
    { ...person, username: 'read.only', readAccess: 5, writeAccess: 0 },
    { ...person, username: 'head.office', readAccess: 5, writeAccess: 5 },
  ]);
  zero = (await server.login('read.only', 'BA')).token;
  headOffice = (await server.login('head.office', 'CO')).token;
});
afterAll(() => server.destroy());

const entries = Object.entries(routes) as [string, RouteDef][];
const url = (route: RouteDef) => `/api${route.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'site' ? 'BA' : 'X1'))}`.slice(4);
const writes = entries.filter(([, r]) => r.method !== 'GET');

const refusedWithNothingWritten = async (route: RouteDef, token: string, message: string) => {
  const before = await server.infra.eventStore.headPosition();
  const response = await call(route.method, url(route), token, route.method === 'DELETE' ? undefined : {});
  expect({ status: response.status, body: response.body }).toEqual({ status: 403, body: expect.stringContaining(message) });
  expect(await server.infra.eventStore.headPosition()).toBe(before);
};

describe('write levels from the route table', () => {
  it('every route that is not a GET states the write access it needs', () => {
    expect(writes.filter(([, r]) => r.writeAccess === undefined).map(([name]) => name)).toEqual([]);
    expect(entries.filter(([, r]) => r.method === 'GET' && r.writeAccess !== undefined).map(([name]) => name)).toEqual([]);
  });

  const needing = writes.filter(([, r]) => r.writeAccess === 1);
  it.each(needing)('%s refuses write access 0 and writes nothing', async (_name, route) => {
    await refusedWithNothingWritten(route, zero, ERRORS.writeAccessTooLow);
  });

  const hidden = entries.filter(([, r]) => r.notAtCentralOffice !== undefined);
  it('head office hides data entry, process tags, CCF and recalculation', () => {
    expect(hidden.map(([name]) => name).sort()).toEqual(
      [
        'addCcfComment',
        'addCcfDataValue',
        'closeCcf',
        'deleteCcf',
        'editCcfComment',
        'endCcf',
        'pushTagReadings',
        'raiseCcf',
        'recalculate',
        'requestRecalculation',
        'submitData',
      ].sort(),
    );
  });
  it.each(hidden)('%s refuses a central-office session and writes nothing', async (_name, route) => {
    await refusedWithNothingWritten(route, headOffice, route.notAtCentralOffice ?? '');
  });
});
