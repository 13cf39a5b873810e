import type { Server } from 'node:http';
import type { FollowStatus } from '../eventstore/follow.ts';
import { startStatusServer } from './statusServer.ts';

let server: Server;
let state: FollowStatus['state'];
beforeEach(async () => {
  state = 'running';
  server = await startStatusServer({
    port: 0,
    host: '127.0.0.1',
    ready: () => Promise.resolve(state === 'running' || state === 'standby'),
    followers: () => [{ name: 'projector:main', state, since: '2026-11-26T10:00:00.000Z', attempts: state === 'retrying' ? 2 : 0 }],
  });
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string) => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, body: await response.json() };
};

describe('status server of the distributed projector', () => {
  it('is healthy, and ready while projecting or standing by', async () => {
    expect(await get('/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await get('/api/ready')).status).toBe(200);
    state = 'standby';
    expect((await get('/api/ready')).status).toBe(200);
  });

  it('is not ready while its subscription is being retried, and says so', async () => {
    state = 'retrying';
    expect(await get('/api/ready')).toEqual({
      status: 503,
      body: { status: 'starting', followers: [expect.objectContaining({ state: 'retrying', attempts: 2 })] },
    });
  });
});
