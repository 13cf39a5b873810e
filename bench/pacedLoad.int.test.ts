import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pacedLoad } from './pacedLoad.ts';

// The load generator the HTTP bench's fixed-rate runs use: requests evenly spaced, latency from when each was due.
let server: Server;
let url = '';
const arrivals: number[] = [];
let slowFrom = Number.POSITIVE_INFINITY;

beforeAll(async () => {
  server = createServer((request, response) => {
    arrivals.push(performance.now());
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const answer = () => response.writeHead(body === 'refuse' ? 409 : 200, { 'content-type': 'text/plain' }).end('ok');
      if (arrivals.length >= slowFrom) setTimeout(answer, 200);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  arrivals.length = 0;
  slowFrom = Number.POSITIVE_INFINITY;
});

describe('paced load', () => {
  it('spreads the requests over the run instead of sending each second in one burst', async () => {
    const result = await pacedLoad({ url, path: '/', method: 'GET', headers: {}, rate: 100, seconds: 1, connections: 8 });
    expect(result.total).toBe(100);
    expect(result.status).toEqual({ '200': 100 });
    expect(result.errors).toBe(0);
    expect(result.bytes).toBeGreaterThan(2);
    const first = arrivals[0] ?? 0;
    // Evenly spaced at 10 ms: the first half arrives over about half a second, not within a few milliseconds.
    expect((arrivals[49] ?? 0) - first).toBeGreaterThan(300);
    expect((arrivals[99] ?? 0) - first).toBeGreaterThan(800);
  });

  it('counts each status and times a request from when it was due, so a stalled server shows in the tail', async () => {
    slowFrom = 21; // every request from the 21st on answers 200 ms late, and connections run short
    const result = await pacedLoad({
      url,
      path: '/',
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      bodies: ['take', 'refuse'],
      rate: 100,
      seconds: 0.5,
      connections: 2,
    });
    expect(result.total).toBe(50);
    expect(result.status).toEqual({ '200': 25, '409': 25 });
    expect(result.p50).toBeLessThan(result.p99);
    // Two connections at 200 ms each serve 10 requests a second: the last ones waited well over a second.
    expect(result.max).toBeGreaterThan(1_000);
  });
});
