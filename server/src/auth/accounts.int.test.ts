import { registrationStream, userStream, type MessageResult, type ResetLinkStatus, type TokenResult, type UserDto } from '@ftr/contracts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const person = {
    firstName: 'Pat',
    lastName: 'Tester',
    readAccess: 1,
    writeAccess: 1,
    password: DEMO_PASSWORD,
    sites: ['BA' as const],
    flags: [],
  };
  await seedUsers(
    server,
    ['pw.test', 'reset.test', 'profile.test', 'spec.reset'].map((username) => ({ ...person, username, email: `${username}@example.com` })),
  );
});
afterAll(() => server.destroy());

const { call, ok, refused, works, projected, caughtUp, linkIn } = httpHelpers(() => server);
const signIn = (username: string, password = DEMO_PASSWORD) => call('POST', '/auth', undefined, { username, password, site: 'BA' });
const NEW_PASSWORD = 'Fresh-Password-2027';

describe('profile', () => {
  it('updates names and email and answers a token with the new name', async () => {
    const { token } = await server.login('profile.test', 'BA');
    const result = await ok<TokenResult>('PUT', '/profile', token, {
      FIRST_NAME: 'Patricia',
      LAST_NAME: 'Tester',
      EMAIL: 'patricia@example.com',
    });
    expect(result).toMatchObject({ message: 'Profile Updated', claims: { fullName: 'Patricia Tester', firstName: 'Patricia' } });
    const me = await call('GET', '/user/profile.test', result.token, undefined, result.position);
    expect(me.json<UserDto>()).toMatchObject({
      FULL_NAME: 'Patricia Tester',
      EMAIL: 'patricia@example.com',
      LAST_UPDATED_BY: 'profile.test',
    });
    await refused(
      'PUT',
      '/profile',
      token,
      { FIRST_NAME: 'P', LAST_NAME: 'Tester', EMAIL: '' },
      400,
      'First Name must be at least 2 characters',
    );
    await refused('PUT', '/profile', undefined, { FIRST_NAME: 'Pat', LAST_NAME: 'Tester', EMAIL: '' }, 401);
  });
});

describe('password change', () => {
  it('checks the old password and the rules, writing nothing when refused', async () => {
    const { token } = await server.login('pw.test', 'BA');
    const body = { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, newPassword2: NEW_PASSWORD };
    await refused('PATCH', '/user/password', token, { ...body, newPassword2: 'Something-else-2027' }, 400, "Passwords don't match");
    await refused(
      'PATCH',
      '/user/password',
      token,
      { ...body, newPassword: 'short', newPassword2: 'short' },
      400,
      'New password must be at least 14 characters',
    );
    await refused('PATCH', '/user/password', token, { ...body, oldPassword: 'Wrong-Password-123' }, 400, 'The old password is not correct');
    await refused(
      'PATCH',
      '/user/password',
      token,
      { ...body, newPassword: DEMO_PASSWORD, newPassword2: DEMO_PASSWORD },
      400,
      'The new password must be different from the old one',
    );
  });

  it("ends the user's other sessions, keeps this one, and answers a new token", async () => {
    const here = (await server.login('pw.test', 'BA')).token;
    const elsewhere = (await server.login('pw.test', 'BA')).token;
    const result = await ok<TokenResult>('PATCH', '/user/password', here, {
      oldPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      newPassword2: NEW_PASSWORD,
    });
    expect(result.message).toBe('Password Updated');
    await projected(result.position);
    expect(await works(here)).toBe(200);
    expect(await works(result.token)).toBe(200);
    expect(await call('GET', '/operations', elsewhere)).toMatchObject({
      status: 401,
      body: 'Your session has ended; please sign in again',
    });
    expect((await signIn('pw.test')).status).toBe(401);
    expect(await works((await server.login('pw.test', 'BA', NEW_PASSWORD)).token)).toBe(200);
  });
});

describe('site change', () => {
  it('moves the session to another site it holds: same session id, new token', async () => {
    const login = await server.login('manager.co', 'CO');
    const moved = await ok<TokenResult>('POST', '/auth/change-site/BA', login.token);
    expect(moved).toMatchObject({ message: 'Site changed', claims: { site: 'BA', longSite: 'Bardney', sid: login.claims.sid } });
    const operations = await call('GET', '/operations', moved.token);
    expect(new Set(operations.json<{ SITE: string }[]>().map((o) => o.SITE))).toEqual(new Set(['BA']));
  });

  it("refuses a site whose ACCESS flag the user lacks, and a site that doesn't exist", async () => {
    const { token } = await server.login('supervisor.ba', 'BA');
    await refused('POST', '/auth/change-site/WI', token, undefined, 403, 'You do not have access to this site');
    await refused('POST', '/auth/change-site/XX', token, undefined, 400, 'Site code must be one of BA, BU, CA, NE, WI, CO');
  });
});

describe('registration', () => {
  it('records the request, mails the administrators with an email and the requester, and creates no account', async () => {
    const before = server.outbox().length;
    const body = {
      firstName: 'Rita',
      lastName: 'Requester',
      email: 'rita@example.com',
      site: 'NE',
      permissions: { liveData: true, viewGrabbers: false },
    };
    const result = await ok('POST', '/auth/register', undefined, body);
    expect(result.message).toBe('Please check your inbox');
    const mails = server.outbox().slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['manager.co@example.com', 'rita@example.com']);
    expect(mails.find((m) => m.to === 'manager.co@example.com')).toMatchObject({ subject: 'FTR account request: Rita Requester (NE)' });
    expect(mails.find((m) => m.to === 'manager.co@example.com')?.text).toContain('Live Data: yes');
    const event = (await server.infra.eventStore.readAll(undefined, 100_000)).find((e) => e.type === 'RegistrationRequested');
    expect(event?.stream).toBe(registrationStream((event?.data as { registrationId: string }).registrationId));
    expect(await server.infra.eventStore.readStream(userStream('rrequester'))).toEqual([]);
  });

  it('refuses an address outside the company domain, writing and mailing nothing', async () => {
    const before = server.outbox().length;
    const body = {
      firstName: 'Eve',
      lastName: 'Outsider',
      email: 'eve@gmail.com',
      site: 'BA',
      permissions: { liveData: false, viewGrabbers: true },
    };
    await refused('POST', '/auth/register', undefined, body, 400, 'Please register with your company email address (@example.com)');
    expect(server.outbox().length).toBe(before);
  });
});

describe('password reset by email', () => {
  it('answers the same whether or not the address has an account, and mails only real ones', async () => {
    const before = server.outbox().length;
    await refused('POST', '/user-reset/link/nobody@example.com', undefined, undefined, 200);
    expect(await ok<MessageResult>('POST', '/user-reset/link/nobody@example.com')).toEqual({ message: 'Please check your Inbox.' });
    expect(await ok<MessageResult>('POST', '/user-reset/link/RESET.TEST@example.com')).toEqual({ message: 'Please check your Inbox.' });
    await linkIn('reset.test@example.com', before);
    expect(
      server
        .outbox()
        .slice(before)
        .map((m) => m.to),
    ).toEqual(['reset.test@example.com']);
    await refused('POST', '/user-reset/link/not-an-email', undefined, undefined, 400, 'Email must be a valid email address');
  });

  it('round trip: the mailed link is valid, sets the password once, and ends every session', async () => {
    const session = (await server.login('reset.test', 'BA')).token;
    const before = server.outbox().length;
    await ok<MessageResult>('POST', '/user-reset/link/reset.test@example.com');
    const id = await linkIn('reset.test@example.com', before);
    await caughtUp();
    expect(await ok<ResetLinkStatus>('GET', `/user-reset/${id}`)).toEqual({ valid: true, USERNAME: 'reset.test' });
    await refused(
      'POST',
      `/user-reset/reset/${id}`,
      undefined,
      { newPassword: NEW_PASSWORD, newPassword2: `${NEW_PASSWORD}!` },
      400,
      'Passwords must match',
    );
    const done = await ok('POST', `/user-reset/reset/${id}`, undefined, { newPassword: NEW_PASSWORD, newPassword2: NEW_PASSWORD });
    await projected(done.position);
    expect(await works(session)).toBe(401);
    expect(await works((await server.login('reset.test', 'BA', NEW_PASSWORD)).token)).toBe(200);
    expect(await ok<ResetLinkStatus>('GET', `/user-reset/${id}`)).toEqual({ valid: false });
    const again = 'Another-Password-2028';
    await refused(
      'POST',
      `/user-reset/reset/${id}`,
      undefined,
      { newPassword: again, newPassword2: again },
      400,
      'This link is invalid, has expired or has been used; please ask for a new one',
    );
    await refused('POST', '/user-reset/reset/not-a-real-link-id-000000000000', undefined, { newPassword: again, newPassword2: again }, 400);
  });

  it("takes the spec's body {newPassword} alone (spec 3 §7: the repeat is the form's concern)", async () => {
    const before = server.outbox().length;
    await ok<MessageResult>('POST', '/user-reset/link/spec.reset@example.com');
    const id = await linkIn('spec.reset@example.com', before);
    await caughtUp();
    await refused(
      'POST',
      `/user-reset/reset/${id}`,
      undefined,
      { newPassword: 'short' },
      400,
      'New password must be at least 14 characters',
    );
    await projected((await ok('POST', `/user-reset/reset/${id}`, undefined, { newPassword: NEW_PASSWORD })).position);
    expect(await works((await server.login('spec.reset', 'BA', NEW_PASSWORD)).token)).toBe(200);
  });

  it('only the newest link works', async () => {
    const before = server.outbox().length;
    await ok<MessageResult>('POST', '/user-reset/link/reset.test@example.com');
    const older = await linkIn('reset.test@example.com', before);
    await ok<MessageResult>('POST', '/user-reset/link/reset.test@example.com');
    const newer = await linkIn('reset.test@example.com', before + 1);
    await caughtUp();
    expect(await ok<ResetLinkStatus>('GET', `/user-reset/${older}`)).toEqual({ valid: false });
    expect((await ok<ResetLinkStatus>('GET', `/user-reset/${newer}`)).valid).toBe(true);
  });
});
