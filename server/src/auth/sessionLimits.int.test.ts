import type { MessageResult, ResetLinkStatus, TokenResult } from '@ftr/contracts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';

/** The server's clock: only ever moved forward. */
let now = new Date('2026-11-22T10:00:00Z');
let server: TestServer;
const advance = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => now }, signInFailuresPerHour: 3, demo: false });
  const person = {
    firstName: 'Pat',
    lastName: 'Tester',
    readAccess: 1,
    writeAccess: 1,
    password: DEMO_PASSWORD,
    sites: ['BA' as const],
    flags: [],
  };
  const users = ['lock.test', 'idle.test', 'reset.test'].map((username) => ({ ...person, username, email: `${username}@example.com` }));
  await seedUsers(server, users, { now: () => now });
});
afterAll(() => server.destroy());

const { call, ok, refused, works, caughtUp, linkIn } = httpHelpers(() => server);
const signIn = (username: string, password = DEMO_PASSWORD) => call('POST', '/auth', undefined, { username, password, site: 'BA' });

describe('per-account sign-in limit (3 an hour in this server)', () => {
  it('answers 429 after the limit, even with the right password, for that account only', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('lock.test', 'Wrong-Password-1')).status).toBe(401);
    await refused(
      'POST',
      '/auth',
      undefined,
      { username: 'lock.test', password: DEMO_PASSWORD, site: 'BA' },
      429,
      'Too many sign-in attempts; please wait and try again',
    );
    for (let i = 0; i < 3; i++) expect((await signIn('ghost.user', 'Wrong-Password-1')).status).toBe(401);
    expect((await signIn('ghost.user', 'Wrong-Password-1')).status).toBe(429);
    expect((await signIn('idle.test')).status).toBe(200);
  });
});

describe('session expiry', () => {
  it('lets the account sign in again once the failures are an hour old', async () => {
    advance(61);
    expect((await signIn('lock.test')).status).toBe(200);
  });

  it('ends a session after 2 hours without activity, unless the token is renewed', async () => {
    const idle = (await server.login('idle.test', 'BA')).token;
    const active = (await server.login('idle.test', 'BA')).token;
    advance(90);
    const renewed = await ok<TokenResult>('POST', '/auth/refresh', active);
    expect(renewed).toMatchObject({ message: 'Session renewed', claims: { sub: 'idle.test' } });
    advance(45);
    expect(await call('GET', '/operations', idle)).toMatchObject({ status: 401, body: 'Your session has ended; please sign in again' });
    expect(await works(renewed.token)).toBe(200);
  });

  it('never lets a session outlive 12 hours, however often it is renewed', async () => {
    let token = (await server.login('idle.test', 'BA')).token;
    for (let hour = 0; hour < 11; hour++) {
      advance(60);
      token = (await ok<TokenResult>('POST', '/auth/refresh', token)).token;
    }
    advance(61);
    expect(await works(token)).toBe(401);
    expect(await works((await server.login('idle.test', 'BA')).token)).toBe(200);
  });

  it('lets a reset link expire after an hour', async () => {
    const before = server.outbox().length;
    await ok<MessageResult>('POST', '/user-reset/link/reset.test@example.com');
    const id = await linkIn('reset.test@example.com', before);
    await caughtUp();
    expect((await ok<ResetLinkStatus>('GET', `/user-reset/${id}`)).valid).toBe(true);
    advance(61);
    expect(await ok<ResetLinkStatus>('GET', `/user-reset/${id}`)).toEqual({ valid: false });
    const password = 'Too-Late-Password-1';
    await refused('POST', `/user-reset/reset/${id}`, undefined, { newPassword: password, newPassword2: password }, 400);
  });
});
