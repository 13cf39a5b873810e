import Fastify, { type FastifyInstance } from 'fastify';
import { registerAnswerTags } from './answerTags.ts';
import { registerCompression } from './security.ts';

const list = Array.from({ length: 200 }, (_, i) => ({ code: `P-${i}`, label: `Parameter ${i}` }));
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerAnswerTags(app);
  await registerCompression(app);
  app.get('/api/list', async () => list);
  app.get('/api/ready', async (_request, reply) => reply.header('cache-control', 'no-store').send({ ready: true }));
  app.get('/api/missing', async (_request, reply) => reply.code(404).send({ error: 'Not found' }));
  app.get('/api/file', async (_request, reply) => reply.type('application/octet-stream').send(Buffer.from('xlsx bytes')));
  app.post('/api/write', async () => ({ message: 'Saved' }));
  app.get('/outside', async () => ({ page: true }));
  await app.ready();
});
afterAll(() => app.close());

describe('ETags on API reads', () => {
  it('tags a JSON read, answers 304 with no body to a current copy, and 200 to a stale one', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/list' });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await app.inject({ method: 'GET', url: '/api/list', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await app.inject({ method: 'GET', url: '/api/list', headers: { 'if-none-match': 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toHaveLength(200);
  });

  it('hashes the JSON, so a compressed answer has the same tag and revalidates', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/list' });
    const brotli = await app.inject({ method: 'GET', url: '/api/list', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['etag']).toBe(plain.headers['etag']);
    const revalidated = await app.inject({
      method: 'GET',
      url: '/api/list',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers['etag']) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('leaves writes, refusals, files, answers with their own caching and non-API paths alone', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/api/write' }),
      app.inject({ method: 'GET', url: '/api/missing' }),
      app.inject({ method: 'GET', url: '/api/file' }),
      app.inject({ method: 'GET', url: '/api/ready' }),
      app.inject({ method: 'GET', url: '/outside' }),
    ]);
    for (const answer of answers) expect(answer.headers['etag']).toBeUndefined();
    expect(answers[3].headers['cache-control']).toBe('no-store');
  });
});
