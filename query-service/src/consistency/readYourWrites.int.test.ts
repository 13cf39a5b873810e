import { MIN_POSITION_HEADER } from '@ftr/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandler } from '@ftr/infra/http/errorHandler.ts';
import { READ_BEHIND } from '@ftr/infra/http/errors.ts';
import { MAX_CONSISTENCY_WAIT_MS, registerReadYourWrites, requestedPosition } from './readYourWrites.ts';

describe('read-your-writes (x-min-position)', () => {
  let app: FastifyInstance;
  const waits: bigint[] = [];
  /** Positions the read side has not reached (the wait gives up). */
  const reached = 1_000n;

  beforeAll(async () => {
    app = Fastify();
    installErrorHandler(app);
    registerReadYourWrites(app, {
      waitFor: (position, timeoutMs) => {
        expect(timeoutMs).toBe(MAX_CONSISTENCY_WAIT_MS);
        waits.push(position);
        return Promise.resolve(position <= reached);
      },
    });
    const ok = () => ({ ok: true });
    app.get('/read', { config: { service: 'query' } }, ok);
    app.post('/export', { config: { service: 'query' } }, ok);
    app.post('/write', { config: { service: 'command' } }, ok);
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    waits.length = 0;
  });

  const send = async (method: 'GET' | 'POST', url: string, header?: string) => {
    const response = await app.inject({ method, url, headers: header === undefined ? {} : { [MIN_POSITION_HEADER]: header } });
    expect(response.statusCode).toBe(200);
  };

  it('makes a read wait for the position, a GET or an export posted with a body', async () => {
    await send('GET', '/read', '41');
    await send('POST', '/export', '42');
    expect(waits).toEqual([41n, 42n]);
  });

  it('never holds a command, and waits for nothing without a well-formed position', async () => {
    await send('POST', '/write', '43');
    await send('GET', '/read');
    await send('GET', '/read', 'soon');
    await send('POST', '/export', '-1');
    expect(waits).toEqual([]);
  });

  it('answers a read whose position is not reached in time 503 with Retry-After, never 200 with older data', async () => {
    const response = await app.inject({ method: 'GET', url: '/read', headers: { [MIN_POSITION_HEADER]: String(reached + 1n) } });
    expect([response.statusCode, response.headers['retry-after'], response.body]).toEqual([503, '2', READ_BEHIND]);
  });

  it('reads positions of up to 20 digits', () => {
    expect(requestedPosition('18446744073709551615')).toBe(18446744073709551615n);
    expect(requestedPosition('184467440737095516150')).toBeNull();
    expect(requestedPosition(['1', '2'])).toBeNull();
  });
});
