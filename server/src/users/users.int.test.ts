import {
  FLAGS,
  SITES,
  type Flag,
  type AdminResetResult,
  type ArchiveUserResult,
  type CreateUserResult,
  type DataAccessLevel,
  type UserDto,
} from '@ftr/contracts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';

let server: TestServer;
let admin: string;
let manager: string;
let siteAdmin: string;

beforeAll(async () => {
  server = await startTestServer();
  const person = (username: string, flags: Flag[]) => ({
    username,
    flags,
    firstName: 'Test',
    lastName: 'Person',
    email: '',
    readAccess: 3,
    writeAccess: 3,
    password: DEMO_PASSWORD,
    sites: ['BA' as const],
  });
  const operations = ['flag.test', 'arch.test', 'grant.test'].map((username) => person(username, ['OPERATIONS']));
  await seedUsers(server, [person('site.admin', ['USERS', 'LIVE_DATA', 'OPERATIONS']), ...operations]);
  admin = (await server.login('admin', 'CO')).token;
  manager = (await server.login('manager.co', 'CO')).token;
  siteAdmin = (await server.login('site.admin', 'BA')).token;
});
afterAll(() => server.destroy());

const { call, ok, refused, projected } = httpHelpers(() => server);
const read = async (username: string, after?: string, token = admin) => {
  const response = await call('GET', `/user/${username}`, token, undefined, after);
  expect(response.status).toBe(200);
  return response.json<UserDto>();
};

const noSites = Object.fromEntries(SITES.map((s) => [`ACCESS_${s}`, false]));
const newUser = (over: Record<string, unknown> = {}) => ({
  FIRST_NAME: 'Jane',
  LAST_NAME: 'Doe',
  EMAIL: '',
  READ_ACCESS: 1,
  WRITE_ACCESS: 1,
  ...noSites,
  ACCESS_BA: true,
  ...over,
});
/** The form sends back the user it loaded, changed. */
const edited = (user: UserDto, over: Partial<UserDto> = {}) => ({ ...user, ...over });

describe('users list and user form reads', () => {
  it('lists every user with sites, every flag as a boolean and ACTIVE, to USERS holders only', async () => {
    const users = (await call('GET', '/users/all', manager)).json<UserDto[]>();
    const supervisor = users.find((u) => u.USERNAME === 'supervisor.ba');
    expect(supervisor).toMatchObject({
      FULL_NAME: 'Beth Barker',
      EMAIL: 'supervisor.ba@example.com',
      PHONE: '01632 960101',
      ACCESS_BA: true,
      ACCESS_WI: false,
      OPERATIONS: true,
      USERS: false,
      ACTIVE: true,
      LAST_UPDATED_BY: 'admin',
    });
    expect(Object.keys(supervisor ?? {})).toEqual(expect.arrayContaining([...FLAGS, ...SITES.map((s) => `ACCESS_${s}`)]));
    expect(Object.keys(supervisor ?? {})).not.toEqual(expect.arrayContaining(['EMAIL_KEY']));
    expect(users.map((u) => u.USERNAME)).toEqual(
      expect.arrayContaining(['admin', 'operator.ba', 'manager.co', 'auditor.co', 'supervisor.wi']),
    );
    await refused('GET', '/users/all', (await server.login('supervisor.ba', 'BA')).token, undefined, 403);
  });

  it('lets anyone read themself, and only USERS holders read others', async () => {
    const operator = (await server.login('operator.ba', 'BA')).token;
    expect(await read('operator.ba', undefined, operator)).toMatchObject({ USERNAME: 'operator.ba', EMAIL: '', PHONE: '01632 960102' });
    expect((await call('GET', '/user/supervisor.ba', operator)).status).toBe(403);
    expect(await read('operator.ba', undefined, manager)).toMatchObject({ FIRST_NAME: 'Owen' });
    expect(await call('GET', '/user/nobody', manager)).toMatchObject({ status: 404, body: 'User nobody not found' });
  });

  it('lists the data access levels 0 to 5', async () => {
    const levels = await ok<DataAccessLevel[]>('GET', '/data-access', siteAdmin);
    expect(levels.map((l) => l.ID)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(levels.every((l) => l.DESCRIPTION.length > 0)).toBe(true);
  });
});

describe('creating users', () => {
  it('generates first initial + last name, numbered when taken, even for simultaneous creations', async () => {
    const first = await ok<CreateUserResult>('POST', '/user', manager, newUser({ PHONE: '01632 960999' }));
    expect(first).toMatchObject({ message: 'User Created', USERNAME: 'jdoe' });
    expect(await read('jdoe', first.position)).toMatchObject({
      FULL_NAME: 'Jane Doe',
      PHONE: '01632 960999',
      ACCESS_BA: true,
      ACCESS_CO: false,
      OPERATIONS: false,
      USERS: false,
      ACTIVE: true,
      LAST_UPDATED_BY: 'manager.co',
    });
    const again = await Promise.all([1, 2, 3].map(() => ok<CreateUserResult>('POST', '/user', manager, newUser())));
    expect(again.map((r) => r.USERNAME).sort()).toEqual(['jdoe2', 'jdoe3', 'jdoe4']);
  });

  it('mails a set-password link to a new user with an email', async () => {
    const created = await ok<CreateUserResult>(
      'POST',
      '/user',
      manager,
      newUser({ FIRST_NAME: 'Mail', LAST_NAME: 'Welcome', EMAIL: 'mail.welcome@example.com' }),
    );
    const mail = server.outbox().find((m) => m.to === 'mail.welcome@example.com');
    expect(mail).toMatchObject({ subject: 'Your FTR account' });
    expect(mail?.text).toContain(`Your username is '${created.USERNAME}'`);
    expect(mail?.text).toMatch(/http:\/\/localhost:\d+\/reset\/[A-Za-z0-9_-]{43}/);
  });

  it('lets a new user sign in only once they have set a password through their link', async () => {
    const created = await ok<CreateUserResult>(
      'POST',
      '/user',
      manager,
      newUser({ FIRST_NAME: 'Nina', LAST_NAME: 'Newstarter', EMAIL: 'nina@example.com' }),
    );
    const id = /\/reset\/([A-Za-z0-9_-]+)/.exec(server.outbox().find((m) => m.to === 'nina@example.com')?.text ?? '')?.[1] ?? '';
    for (const password of ['', DEMO_PASSWORD]) {
      expect((await call('POST', '/auth', undefined, { username: created.USERNAME, password: password || 'x', site: 'BA' })).status).toBe(
        401,
      );
    }
    await projected(created.position);
    const password = 'Nina-First-Password-1';
    await ok('POST', `/user-reset/reset/${id}`, undefined, { newPassword: password, newPassword2: password });
    expect((await server.login(created.USERNAME, 'BA', password)).claims).toMatchObject({
      sub: 'nnewstarter',
      fullName: 'Nina Newstarter',
      flags: [],
    });
  });

  it('refuses invalid forms with the spec messages, writing nothing', async () => {
    await refused('POST', '/user', manager, newUser({ FIRST_NAME: 'J' }), 400, 'First Name must be at least 2 characters');
    await refused('POST', '/user', manager, newUser({ LAST_NAME: ' ' }), 400, 'Last Name must be at least 2 characters');
    await refused('POST', '/user', manager, newUser({ EMAIL: 'jane@' }), 400, 'Email must be a valid email address');
    await refused('POST', '/user', manager, newUser({ PHONE: '+44 1632' }), 400, 'Phone must start with 7 to 11 digits or spaces');
    await refused('POST', '/user', manager, newUser({ READ_ACCESS: 6 }), 400, 'Read Access must be from 0 to 5');
    await refused('POST', '/user', manager, newUser({ ACCESS_BA: 'yes' }), 400, 'ACCESS_BA must be true or false');
    await refused('POST', '/user', manager, newUser({ ACCESS_BA: false }), 400, 'Tick at least one site');
  });

  it('grants only sites and levels the creator holds, and a site admin creates users of their site only', async () => {
    await refused(
      'POST',
      '/user',
      siteAdmin,
      newUser({ ACCESS_WI: true }),
      403,
      'You cannot give access to WI: you do not have it yourself',
    );
    await refused('POST', '/user', siteAdmin, newUser({ WRITE_ACCESS: 4 }), 403, 'You cannot set an access level above your own');
    expect((await ok<CreateUserResult>('POST', '/user', siteAdmin, newUser({ LAST_NAME: 'Site' }))).USERNAME).toBe('jsite');
  });
});

describe('updating users: a user can grant only rights they hold', () => {
  it('updates details, levels, sites and flags', async () => {
    const user = await read('jdoe');
    const result = await ok(
      'PUT',
      '/user/jdoe',
      manager,
      edited(user, { LAST_NAME: 'Doe-Smith', PHONE: '01632 960998', ACCESS_WI: true, LIVE_DATA: true, REPORTS: true, READ_ACCESS: 4 }),
    );
    expect(result.message).toBe('User Updated');
    expect(await read('jdoe', result.position)).toMatchObject({
      FULL_NAME: 'Jane Doe-Smith',
      PHONE: '01632 960998',
      ACCESS_WI: true,
      LIVE_DATA: true,
      REPORTS: true,
      READ_ACCESS: 4,
    });
  });

  it('keeps a flag the body leaves out as stored: a client of the spec sends no PUSH_TAG_READINGS', async () => {
    const given = await ok('PUT', '/user/jdoe', admin, edited(await read('jdoe'), { PUSH_TAG_READINGS: true }));
    const { PUSH_TAG_READINGS: _left, ...specBody } = await read('jdoe', given.position);
    const result = await ok('PUT', '/user/jdoe', admin, { ...specBody, FIRST_NAME: 'Janet' });
    expect(await read('jdoe', result.position)).toMatchObject({ FIRST_NAME: 'Janet', PUSH_TAG_READINGS: true });
    const back = await ok('PUT', '/user/jdoe', admin, { ...specBody, FIRST_NAME: 'Jane', PUSH_TAG_READINGS: false });
    expect(await read('jdoe', back.position)).toMatchObject({ FIRST_NAME: 'Jane', PUSH_TAG_READINGS: false });
  });

  it('refuses to add a flag or site the editor lacks, writing nothing', async () => {
    const user = await read('jdoe');
    await refused(
      'PUT',
      '/user/jdoe',
      manager,
      edited(user, { PARAMETERS: true }),
      403,
      'You cannot give the PARAMETERS permission: you do not hold it yourself',
    );
    const own = await read('grant.test');
    await refused(
      'PUT',
      '/user/grant.test',
      siteAdmin,
      edited(own, { ACCESS_NE: true }),
      403,
      'You cannot give access to NE: you do not have it yourself',
    );
    await refused(
      'PUT',
      '/user/grant.test',
      siteAdmin,
      edited(own, { DATA_GRABBER: true }),
      403,
      'You cannot give the DATA_GRABBER permission: you do not hold it yourself',
    );
  });

  it('keeps rights the editor lacks: neither takes them away nor takes over the account by its email', async () => {
    const supervisor = await read('supervisor.ba');
    await refused(
      'PUT',
      '/user/supervisor.ba',
      manager,
      edited(supervisor, { RECALCULATE: false }),
      403,
      'You cannot take away the RECALCULATE permission: you do not hold it yourself',
    );
    await refused(
      'PUT',
      '/user/supervisor.ba',
      manager,
      edited(supervisor, { EMAIL: 'manager.co@example.com' }),
      403,
      'You cannot change the email of a user who holds rights you do not have',
    );
    // A superior's profile is as protected as their rights: no rename, no new phone, no right given.
    const superior = 'You cannot change a user who holds rights you do not have';
    await refused('PUT', '/user/supervisor.ba', manager, edited(supervisor, { PHONE: '01632 960111' }), 403, superior);
    await refused('PUT', '/user/supervisor.ba', manager, edited(supervisor, { MAINTAIN_REPORTS: true }), 403, superior);
    await refused('PUT', '/user/admin', manager, edited(await read('admin'), { FIRST_NAME: 'Mallory' }), 403, superior);
  });

  it('keeps a site admin to users of their site, and refuses a mismatched or unknown username', async () => {
    await refused(
      'PUT',
      '/user/supervisor.wi',
      siteAdmin,
      edited(await read('supervisor.wi')),
      403,
      'You can only manage users of your own site',
    );
    await refused(
      'PUT',
      '/user/jdoe',
      manager,
      edited(await read('jdoe'), { USERNAME: 'jdoe2' }),
      400,
      'The username in the body does not match the path',
    );
    await refused('PUT', '/user/nobody', manager, { ...(await read('jdoe')), USERNAME: 'nobody' }, 404, 'User nobody not found');
  });

  it('takes a removed right away from the user at once, without a new sign-in', async () => {
    const token = (await server.login('flag.test', 'BA')).token;
    const op = { code: 'FLAGTEST', type: 'JR', startDate: '2099-01-01', endDate: '2099-01-02' };
    expect((await call('POST', '/operation', token, op)).status).toBe(200);
    const result = await ok('PUT', '/user/flag.test', manager, edited(await read('flag.test'), { OPERATIONS: false }));
    await projected(result.position);
    await refused('POST', '/operation', token, { ...op, code: 'FLAGTEST2' }, 403, 'You do not have permission to do that');
  });
});

describe('archiving', () => {
  it('toggles ACTIVE and answers the message text', async () => {
    const archived = await ok<ArchiveUserResult>('PATCH', '/user/archive/jdoe2', manager);
    expect(archived).toMatchObject({ message: 'User archived', ACTIVE: false });
    expect((await read('jdoe2', archived.position)).ACTIVE).toBe(false);
    const restored = await ok<ArchiveUserResult>('PATCH', '/user/archive/jdoe2', manager);
    expect(restored).toMatchObject({ message: 'User unarchived', ACTIVE: true });
    expect((await read('jdoe2', restored.position)).ACTIVE).toBe(true);
  });

  it('never archives yourself, an unknown user, or a user of another site for a site admin', async () => {
    await refused('PATCH', '/user/archive/manager.co', manager, undefined, 403, 'You cannot archive yourself');
    await refused('PATCH', '/user/archive/nobody', manager, undefined, 404, 'User nobody not found');
    await refused('PATCH', '/user/archive/supervisor.wi', siteAdmin, undefined, 403, 'You can only manage users of your own site');
  });

  it('ends the archived user sessions at once and refuses their sign-in; unarchiving revives no old session', async () => {
    const token = (await server.login('arch.test', 'BA')).token;
    expect((await call('GET', '/operations', token)).status).toBe(200);
    const archived = await ok<ArchiveUserResult>('PATCH', '/user/archive/arch.test', manager);
    await projected(archived.position);
    expect(await call('GET', '/operations', token)).toMatchObject({ status: 401, body: 'Your session has ended; please sign in again' });
    const signIn = await call('POST', '/auth', undefined, { username: 'arch.test', password: DEMO_PASSWORD, site: 'BA' });
    expect(signIn).toMatchObject({ status: 403, body: 'Your account has been archived; please contact your administrator' });
    await projected((await ok<ArchiveUserResult>('PATCH', '/user/archive/arch.test', manager)).position);
    expect((await call('GET', '/operations', token)).status).toBe(401);
    expect((await call('GET', '/operations', (await server.login('arch.test', 'BA')).token)).status).toBe(200);
  });
});

describe('administrator password resets', () => {
  it('emails the link to a user with an email', async () => {
    const before = server.outbox().length;
    expect(await ok<AdminResetResult>('POST', '/user-reset/user/supervisor.wi', manager)).toMatchObject({ message: 'Email Sent' });
    const mails = server.outbox().slice(before);
    expect(mails).toEqual([expect.objectContaining({ to: 'supervisor.wi@example.com', subject: 'FTR password reset' })]);
  });

  it('answers a one-time link to hand over for a user without email, which sets the password', async () => {
    const result = await ok<AdminResetResult>('POST', '/user-reset/user/operator.ba', admin);
    expect(result).toMatchObject({ message: 'Reset link created', link: expect.stringMatching(/\/reset\/[A-Za-z0-9_-]{43}$/) });
    const id = result.link?.split('/').at(-1) ?? '';
    await projected(result.position);
    expect(await ok('GET', `/user-reset/${id}`, admin)).toEqual({ valid: true, USERNAME: 'operator.ba' });
    const newPassword = 'Operator-Handover-1';
    expect(await ok('POST', `/user-reset/reset/${id}`, admin, { newPassword, newPassword2: newPassword })).toMatchObject({
      message: 'Password has been reset; please sign in',
    });
    expect((await server.login('operator.ba', 'BA', newPassword)).token).toBeTruthy();
  });

  it('hands no link over for a user holding rights the administrator lacks', async () => {
    await refused(
      'POST',
      '/user-reset/user/operator.ba',
      manager,
      undefined,
      403,
      'You cannot take a reset link for a user who holds rights you do not have',
    );
    await refused('POST', '/user-reset/user/nobody', manager, undefined, 404, 'User nobody not found');
    await refused('POST', '/user-reset/user/supervisor.wi', siteAdmin, undefined, 403, 'You can only manage users of your own site');
  });
});
