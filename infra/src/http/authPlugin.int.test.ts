import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SITES, isCentralOffice, type TokenClaims } from '@ftr/contracts';
import { createHttpApp } from './app.ts';

const claims = (site: TokenClaims['site'], flags: TokenClaims['flags']): TokenClaims => ({
  sub: 'u',
  sid: 's',
  site,
  longSite: site,
  firstName: 'U',
  fullName: 'U',
  flags,
  sites: isCentralOffice(site) ? [...SITES] : [site],
  iat: 0,
  exp: 9_999_999_999,
});
const users: Record<string, TokenClaims> = {
  ba: claims('BA', ['OPERATIONS']),
  co: claims('CO', []),
  // Signed in at head office, holding Bardney only besides it.
  coBa: { ...claims('CO', []), sites: ['BA', 'CO'] },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await createHttpApp({ title: 't', logger: false, verifyToken: async (token) => users[token] ?? null });
  app.get('/api/undeclared', async () => 'should never answer');
  app.get('/api/sites/:site/things', { config: { permission: 'authenticated' } }, async () => 'ok');
  app.post(
    '/api/flagged',
    { config: { permission: 'OPERATIONS' }, schema: { body: z.object({ code: z.string().min(1, 'Code is required') }) } },
    async () => 'ok',
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { 'x-auth-token': token } : {} });

describe('auth hook', () => {
  it('denies by default a route that declares no permission, even to a signed-in user', async () => {
    expect((await get('/api/undeclared', 'ba')).statusCode).toBe(403);
  });

  it('enforces the site of a :site parameter for site users, not for the central office', async () => {
    expect((await get('/api/sites/BA/things', 'ba')).statusCode).toBe(200);
    expect((await get('/api/sites/ba/things', 'ba')).statusCode).toBe(200);
    const foreign = await get('/api/sites/WI/things', 'ba');
    expect([foreign.statusCode, foreign.body]).toEqual([403, 'You can only work on your own site']);
    expect((await get('/api/sites/WI/things', 'co')).statusCode).toBe(200);
    expect((await get('/api/sites/BA/things', 'coBa')).statusCode).toBe(200);
    expect((await get('/api/sites/WI/things', 'coBa')).statusCode).toBe(403);
  });

  it('checks the permission before validating the body, and answers validation errors as text', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/flagged', payload: {} });
    expect([anonymous.statusCode, anonymous.body]).toEqual([401, 'Please sign in']);
    const lacking = await app.inject({ method: 'POST', url: '/api/flagged', payload: {}, headers: { 'x-auth-token': 'co' } });
    expect(lacking.statusCode).toBe(403);
    const invalid = await app.inject({ method: 'POST', url: '/api/flagged', payload: { code: '' }, headers: { 'x-auth-token': 'ba' } });
    expect([invalid.statusCode, invalid.headers['content-type'], invalid.body]).toEqual([
      400,
      'text/plain; charset=utf-8',
      'Code is required',
    ]);
  });

  it('answers an unknown token as an ended session and an unknown API path as 404', async () => {
    expect((await get('/api/sites/BA/things', 'stale')).body).toBe('Your session has ended; please sign in again');
    expect((await get('/api/nowhere', 'ba')).statusCode).toBe(404);
  });
});
