import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createHttpApp } from './app.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** A built file with its .br beside it, as the UI build leaves them: the .br holds other text, to see which was sent. */
const PACKED = `console.log(${JSON.stringify('y'.repeat(4000))});`;
const PACKED_BR = `console.log(${JSON.stringify('made at build time')});`;
const BIG = { rows: Array.from({ length: 200 }, (_, i) => ({ CODE: `P-${i}`, VALUE: i })) };

let root: string;
let app: FastifyInstance;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ftr-ui-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  writeFileSync(join(root, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"FTR"}');
  writeFileSync(join(root, 'assets', 'packed-Ef56Gh78.js'), PACKED);
  writeFileSync(join(root, 'assets', 'packed-Ef56Gh78.js.br'), brotliCompressSync(PACKED_BR));
  app = await createHttpApp({ title: 'test', logger: false, verifyToken: async () => null, staticRoot: root });
  app.get('/api/test-rows', { config: { permission: 'public' } }, async () => BIG);
  app.post('/api/test-echo', { config: { permission: 'public' } }, async (request) => request.body);
  app.get('/api/test-private', { config: { permission: 'authenticated' } }, async () => BIG);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
const csp = (response: LightMyRequestResponse) => String(response.headers['content-security-policy']);

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health', 200],
    ['an API refusal', '/api/test-private', 401],
    ['an unknown API path', '/api/no-such-thing', 404],
    ['index.html', '/', 200],
    ['the SPA fallback', '/live-data/BA/7', 200],
    ['a hashed asset', '/assets/index-Ab12Cd34.js', 200],
  ])('are on %s', async (_what, url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp(response).split(';')).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "connect-src 'self' ws: wss:",
        "frame-ancestors 'self'",
        "object-src 'none'",
      ]),
    );
    expect(csp(response)).not.toContain('upgrade-insecure-requests');
  });
});

describe('UI caching', () => {
  it('caches hashed assets for a year, immutable', async () => {
    expect((await get('/assets/index-Ab12Cd34.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html, the SPA fallback and unhashed files every time', async () => {
    for (const url of ['/', '/index.html', '/users/jdoe', '/favicon.svg']) {
      const response = await get(url);
      expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      });
    }
    expect((await get('/users/jdoe')).body).toBe(INDEX);
  });

  it('revalidates the service worker and the web manifest (a new build reaches the browser at once), with their types', async () => {
    const worker = await get('/sw.js');
    const manifest = await get('/manifest.webmanifest');
    expect([worker.statusCode, worker.headers['cache-control'], String(worker.headers['content-type'])]).toEqual([
      200,
      'no-cache',
      expect.stringContaining('javascript'),
    ]);
    expect([manifest.statusCode, manifest.headers['cache-control'], String(manifest.headers['content-type'])]).toEqual([
      200,
      'no-cache',
      expect.stringContaining('application/manifest+json'),
    ]);
  });
});

describe('compression', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('answers %s when asked, for the API and the UI files', async (encoding, decode) => {
    const api = await get('/api/test-rows', encoding);
    expect(api.headers['content-encoding']).toBe(encoding);
    expect(JSON.parse(decode(api.rawPayload).toString())).toEqual(BIG);
    const asset = await get('/assets/index-Ab12Cd34.js', `${encoding}, identity`);
    expect(asset.headers['content-encoding']).toBe(encoding);
    expect(asset.headers['vary']).toMatch(/accept-encoding/i);
    expect(decode(asset.rawPayload).toString()).toBe(SCRIPT);
    expect(asset.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends a file compressed at build time as it is, with the cache headers of its path', async () => {
    const packed = await get('/assets/packed-Ef56Gh78.js', 'br, gzip');
    expect(packed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(PACKED_BR);
    expect(packed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // No .gz beside it: compressed on the way out, from the file itself.
    expect(gunzipSync((await get('/assets/packed-Ef56Gh78.js', 'gzip')).rawPayload).toString()).toBe(PACKED);
    expect((await get('/assets/packed-Ef56Gh78.js')).body).toBe(PACKED);
  });

  it('prefers brotli and answers plainly to a client that asks for neither', async () => {
    expect((await get('/api/test-rows', 'gzip, deflate, br')).headers['content-encoding']).toBe('br');
    const plain = await get('/api/test-rows');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(BIG);
  });

  it('never unpacks a compressed request body', async () => {
    const packed = gzipSync(JSON.stringify({ a: 'x'.repeat(5000) }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: packed,
    });
    expect(response.statusCode).toBe(400);
  });
});
