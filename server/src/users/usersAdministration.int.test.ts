import { FLAGS, SITES, type ArchiveUserResult, type Flag, type Site, type UserDto } from '@ftr/contracts';
import { startTestServer, ADMIN_PASSWORD, DEMO_PASSWORD, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';

/**
 * User administration cannot take over the administrator. Every refusal answers 403 and
 * appends nothing; the rule itself is unit-tested in contracts/src/users/administration.unit.test.ts.
 */
let server: TestServer;
const tokens: Record<string, string> = {};

const person = (username: string, sites: Site[], flags: Flag[], level = 3) => ({
  username,
  sites,
  flags,
  firstName: 'Test',
  lastName: 'Person',
  email: '',
  readAccess: level,
  writeAccess: level,
  password: DEMO_PASSWORD,
});
const FULL = { sites: [...SITES], flags: [...FLAGS] };

beforeAll(async () => {
  server = await startTestServer();
  await seedUsers(server, [
    person('ba.users', ['BA'], ['USERS', 'OPERATIONS', 'LIVE_DATA']),
    person('ba.plain', ['BA'], ['OPERATIONS']),
    person('ba.senior', ['BA'], ['OPERATIONS'], 5),
    person('ba.chief', ['BA'], ['USERS', 'OPERATIONS', 'CONSTANTS']),
    person('all.sites', [...SITES], ['OPERATIONS', 'LIVE_DATA', 'USERS']),
  ]);
  tokens['ba'] = (await server.login('ba.users', 'BA')).token;
  tokens['manager'] = (await server.login('manager.co', 'CO')).token;
  tokens['admin'] = (await server.login('admin', 'CO', ADMIN_PASSWORD)).token;
});
afterAll(() => server.destroy());

const { call, ok, refused, projected, caughtUp } = httpHelpers(() => server);
const read = async (username: string, after?: string): Promise<UserDto> => {
  const response = await call('GET', `/user/${username}`, tokens['admin'], undefined, after);
  expect(response.status).toBe(200);
  return response.json<UserDto>();
};
const stripped = (user: UserDto) => ({
  ...user,
  READ_ACCESS: 0,
  WRITE_ACCESS: 0,
  ...Object.fromEntries(FLAGS.map((f) => [f, false])),
  ...Object.fromEntries(SITES.map((s) => [`ACCESS_${s}`, s === 'BA'])),
});

describe('a one-site USERS holder', () => {
  it('cannot archive, strip or reset the administrator or any user with a site it lacks', async () => {
    const lacking = 'You cannot manage a user of BU: you do not have that site yourself';
    await refused('PATCH', '/user/archive/admin', tokens['ba'], undefined, 403, lacking);
    await refused('PUT', '/user/admin', tokens['ba'], stripped(await read('admin')), 403, lacking);
    await refused('PUT', '/user/all.sites', tokens['ba'], stripped(await read('all.sites')), 403, lacking);
    await refused('POST', '/user-reset/user/all.sites', tokens['ba'], undefined, 403, lacking);
    expect((await call('GET', '/operations', tokens['admin'])).status).toBe(200);
    expect((await server.login('admin', 'CO', ADMIN_PASSWORD)).token).toBeTruthy();
  });

  it('cannot take away a flag or lower a level it does not hold itself', async () => {
    await refused(
      'PUT',
      '/user/ba.chief',
      tokens['ba'],
      { ...(await read('ba.chief')), CONSTANTS: false },
      403,
      'You cannot take away the CONSTANTS permission: you do not hold it yourself',
    );
    await refused(
      'PUT',
      '/user/ba.senior',
      tokens['ba'],
      { ...(await read('ba.senior')), READ_ACCESS: 1 },
      403,
      'You cannot change an access level above your own',
    );
  });

  it('cannot demote or archive a user with more rights than itself, but manages those within its own', async () => {
    const chief = await read('ba.chief');
    await refused(
      'PUT',
      '/user/ba.chief',
      tokens['ba'],
      { ...chief, USERS: false },
      403,
      'You cannot take rights from a user who holds rights you do not have',
    );
    await refused(
      'PATCH',
      '/user/archive/ba.chief',
      tokens['ba'],
      undefined,
      403,
      'You cannot archive a user who holds rights you do not have',
    );
    const archived = await ok<ArchiveUserResult>('PATCH', '/user/archive/ba.plain', tokens['ba']);
    expect(archived).toMatchObject({ ACTIVE: false });
    expect((await read('ba.plain', archived.position)).ACTIVE).toBe(false);
  });
});

describe('the central office manager (all sites, some flags)', () => {
  it('cannot archive or demote the administrator', async () => {
    const admin = await read('admin');
    await refused(
      'PATCH',
      '/user/archive/admin',
      tokens['manager'],
      undefined,
      403,
      'You cannot archive a user who holds rights you do not have',
    );
    await refused(
      'PUT',
      '/user/admin',
      tokens['manager'],
      { ...admin, USERS: false },
      403,
      'You cannot take rights from a user who holds rights you do not have',
    );
    await refused(
      'PUT',
      '/user/admin',
      tokens['manager'],
      { ...admin, PARAMETERS: false },
      403,
      'You cannot take away the PARAMETERS permission: you do not hold it yourself',
    );
  });
});

describe('full administrators', () => {
  it('never archive themselves', async () => {
    await refused('PATCH', '/user/archive/admin', tokens['admin'], undefined, 403, 'You cannot archive yourself');
  });

  it('keep at least one active full administrator, counted from the server state', async () => {
    const demoted = { ...(await read('admin')), CONSTANTS: false };
    await refused('PUT', '/user/admin', tokens['admin'], demoted, 403, 'You cannot take rights from the last active full administrator');

    // An archived full administrator does not count.
    await seedUsers(server, [{ ...person('old.admin', FULL.sites, FULL.flags, 5) }]);
    await projected((await ok<ArchiveUserResult>('PATCH', '/user/archive/old.admin', tokens['admin'])).position);
    await refused('PUT', '/user/admin', tokens['admin'], demoted, 403, 'You cannot take rights from the last active full administrator');

    // An active one does: then either may step down, and the other stays.
    await seedUsers(server, [{ ...person('new.admin', FULL.sites, FULL.flags, 5) }]);
    const second = (await server.login('new.admin', 'CO')).token;
    const result = await ok('PUT', '/user/new.admin', second, { ...(await read('new.admin')), CONSTANTS: false });
    expect((await read('new.admin', result.position)).CONSTANTS).toBe(false);
    await refused('PUT', '/user/admin', tokens['admin'], demoted, 403, 'You cannot take rights from the last active full administrator');
  });
});

describe('an update that changes nothing', () => {
  it('appends no event and signs nobody out: PUT /user/{id} and PUT /profile with what is stored', async () => {
    await seedUsers(server, [person('ba.same', ['BA'], ['OPERATIONS'])]);
    const plain = (await server.login('ba.same', 'BA')).token;
    await caughtUp();
    const before = await server.infra.eventStore.headPosition();
    await ok('PUT', '/user/ba.same', tokens['ba'], await read('ba.same'));
    await ok('PUT', '/profile', plain, { FIRST_NAME: 'Test', LAST_NAME: 'Person', EMAIL: '' });
    expect(await server.infra.eventStore.headPosition()).toBe(before);
    expect((await call('GET', '/operations', plain)).status).toBe(200);
  });
});

describe('the users list', () => {
  it('lists only users holding a site the caller reaches: a site administrator sees no other site’s names, emails or phones', async () => {
    await seedUsers(server, [person('co.users', ['BA', 'CO'], ['USERS'])]);
    await caughtUp();
    const usernames = async (token: string | undefined) => (await ok<UserDto[]>('GET', '/users/all', token)).map((user) => user.USERNAME);
    const atBa = await usernames(tokens['ba']);
    expect(atBa).toEqual(expect.arrayContaining(['ba.users', 'supervisor.ba', 'admin', 'manager.co']));
    expect(atBa).not.toContain('supervisor.wi');
    // Signed in at the central office: the account's sites (BA and CO), still not Wissington's own users.
    const atCo = await usernames((await server.login('co.users', 'CO')).token);
    expect(atCo).toEqual(expect.arrayContaining(['co.users', 'supervisor.ba', 'admin']));
    expect(atCo).not.toContain('supervisor.wi');
    expect(await usernames(tokens['admin'])).toContain('supervisor.wi');
  });
});
