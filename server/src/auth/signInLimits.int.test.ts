import { createHttpApp } from '@ftr/infra/http/app.ts';
import { parseTrustProxy } from '@ftr/infra/config/env.ts';
import { ADMIN_PASSWORD } from '../testing/embedded.ts';
import { startLimitsServer, type LimitsServer } from '../testing/limitsServer.ts';

/** The sign-in limits (docs/security.md). */
const TOO_MANY = 'Too many sign-in attempts; please wait and try again';

describe('per-address sign-in limit (5 a minute in this server)', () => {
  let server: LimitsServer;
  beforeAll(async () => {
    server = await startLimitsServer({ loginRateLimitPerMinute: 5, signInFailuresPerHour: 1000 });
  });
  afterAll(() => server.destroy());

  it('answers 429 with a clear message to the 6th attempt from one address, whoever it names; other addresses go on', async () => {
    for (let i = 0; i < 5; i++) expect((await server.signIn(`user${i}`, 'Wrong-Password-1', '198.51.100.1')).status).toBe(401);
    expect(await server.signIn('admin', ADMIN_PASSWORD, '198.51.100.1')).toEqual({ status: 429, body: TOO_MANY });
    expect((await server.signIn('admin', ADMIN_PASSWORD, '198.51.100.2')).status).toBe(200);
  });

  it('does not take a forged X-Forwarded-For for the client address (no TRUST_PROXY)', async () => {
    for (let i = 0; i < 5; i++) await server.signIn('someone', 'Wrong-Password-1', '198.51.100.3');
    const forged = await server.call('POST', '/auth', {
      body: { username: 'admin', password: ADMIN_PASSWORD, site: 'BA' },
      ip: '198.51.100.3',
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(forged).toEqual({ status: 429, body: TOO_MANY });
  });
});

describe('TRUST_PROXY', () => {
  const clientAddress = async (trust: string | undefined, from: string) => {
    const app = await createHttpApp({ title: 't', logger: false, verifyToken: async () => null, trustProxy: parseTrustProxy(trust) });
    app.get('/api/whoami', { config: { permission: 'public' } }, async (request) => request.ip);
    const response = await app.inject({
      method: 'GET',
      url: '/api/whoami',
      remoteAddress: from,
      headers: { 'x-forwarded-for': '203.0.113.7, 192.0.2.1' },
    });
    await app.close();
    return response.body;
  };

  it('ignores forwarded headers by default, believes only the configured proxies', async () => {
    expect(await clientAddress(undefined, '10.0.0.5')).toBe('10.0.0.5');
    expect(await clientAddress('10.0.0.0/8', '10.0.0.5')).toBe('192.0.2.1');
    expect(await clientAddress('10.0.0.0/8,192.0.2.1', '10.0.0.5')).toBe('203.0.113.7');
    expect(await clientAddress('10.0.0.0/8', '198.51.100.9')).toBe('198.51.100.9'); // not a configured proxy
    expect(await clientAddress('1', '198.51.100.9')).toBe('192.0.2.1'); // one hop
  });

  it('keys the sign-in limit on the forwarded address only behind a trusted proxy', async () => {
    const server = await startLimitsServer({
      loginRateLimitPerMinute: 2,
      signInFailuresPerHour: 1000,
      trustProxy: parseTrustProxy('127.0.0.1'),
    });
    try {
      const from = (client: string) => ({
        body: { username: 'x', password: 'Wrong-Password-1', site: 'BA' },
        ip: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
      for (let i = 0; i < 2; i++) expect((await server.call('POST', '/auth', from('203.0.113.1'))).status).toBe(401);
      expect((await server.call('POST', '/auth', from('203.0.113.1'))).status).toBe(429);
      expect((await server.call('POST', '/auth', from('203.0.113.2'))).status).toBe(401);
    } finally {
      await server.destroy();
    }
  });
});

describe('per-account limit (3 failures an hour in this server)', () => {
  let server: LimitsServer;
  const home = '10.1.1.1';
  const attacker = '203.0.113.66';
  beforeAll(async () => {
    server = await startLimitsServer({ signInFailuresPerHour: 3, limits: { slowDownMs: 20 } });
  });
  afterAll(() => server.destroy());

  it('cannot lock the user out from an address they signed in from before; other addresses are shut out', async () => {
    expect((await server.signIn('admin', ADMIN_PASSWORD, home)).status).toBe(200);
    for (let i = 0; i < 4; i++) await server.signIn('admin', 'Wrong-Password-1', attacker);
    expect(await server.signIn('admin', ADMIN_PASSWORD, attacker)).toEqual({ status: 429, body: TOO_MANY });
    expect(await server.signIn('admin', ADMIN_PASSWORD, '203.0.113.67')).toEqual({ status: 429, body: TOO_MANY });
    expect((await server.signIn('admin', ADMIN_PASSWORD, home)).status).toBe(200);
  });

  it('audits the lockout once and the unlock by the successful sign-in', async () => {
    const events = await server.stream('signInLimit-admin');
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['SignInLocked', expect.objectContaining({ username: 'admin', failures: 3, windowMinutes: 60 })],
      ['SignInUnlocked', { username: 'admin', reason: 'signedIn' }],
    ]);
    expect(events[0]?.metadata).toMatchObject({ userId: 'anonymous', site: 'BA' });
    expect((await server.signIn('admin', ADMIN_PASSWORD, attacker)).status).toBe(200); // unlocked for everyone
  });
});
