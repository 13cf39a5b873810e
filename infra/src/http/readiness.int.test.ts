import type { FastifyInstance } from 'fastify';
import type { FollowStatus } from '../eventstore/follow.ts';
import { createHttpApp } from './app.ts';
import { READ_SIDE_UNAVAILABLE, readSideUnavailable } from './errors.ts';

const status = (state: FollowStatus['state']): FollowStatus => ({
  name: 'projector:main',
  state,
  since: '2026-11-26T10:00:00.000Z',
  attempts: state === 'retrying' ? 3 : 0,
});

let app: FastifyInstance;
let projector: FollowStatus;
let storesAnswer: boolean;
beforeEach(async () => {
  projector = status('running');
  storesAnswer = true;
  app = await createHttpApp({
    title: 't',
    logger: false,
    verifyToken: async () => null,
    ready: async () => storesAnswer,
    followers: () => [projector],
  });
  app.post('/api/needs-read-side', { config: { permission: 'public' } }, async () => {
    throw readSideUnavailable(7);
  });
  await app.ready();
});
afterEach(() => app.close());

describe('readiness (/api/ready)', () => {
  it('is ready while the stores answer and every follower runs, and lists the followers', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready', followers: [projector] });
  });

  it('is not ready while a follower is retrying a lost subscription, and says why', async () => {
    projector = { ...status('retrying'), lastError: '14 UNAVAILABLE: connection lost' };
    const answer = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      status: 'starting',
      followers: [{ state: 'retrying', attempts: 3, lastError: '14 UNAVAILABLE: connection lost' }],
    });
  });

  it('is not ready when a store does not answer', async () => {
    storesAnswer = false;
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
  });
});

describe('a read side that is behind', () => {
  it('is answered 503 with a Retry-After and a message saying what to do', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/needs-read-side' });
    expect([answer.statusCode, answer.headers['retry-after'], answer.body]).toEqual([503, '7', READ_SIDE_UNAVAILABLE]);
  });
});
