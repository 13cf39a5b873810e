import { randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { requireRedisOrSkip } from '@ftr/infra/testing/redis.ts';
import { ADMIN_PASSWORD } from '../testing/embedded.ts';
import { startLimitsServer, type LimitsServer } from '../testing/limitsServer.ts';

/**
 * The sign-in limits in the Redis mode: two replicas count the sign-in limits together, and each
 * starts on one machine without AUTH_SECRET (the secret is generated in its DATA_DIR).
 */
describe('sign-in limits shared by replicas through Redis', () => {
  const gate = requireRedisOrSkip('shared sign-in limits');
  const replicas: LimitsServer[] = [];
  beforeAll(async () => {
    if (!gate.available) return;
    // One deployment of two replicas: they share their namespace in Redis (and so their counts).
    const redisNamespace = `limits-replicas-${randomUUID()}`;
    for (let i = 0; i < 2; i++)
      replicas.push(await startLimitsServer({ redisUrl: gate.url, redisNamespace, loginRateLimitPerMinute: 3, signInFailuresPerHour: 4 }));
  }, 60_000);
  afterAll(async () => {
    for (const replica of replicas) await replica.destroy();
  });
  const [a, b] = [() => replicas[0]!, () => replicas[1]!];
  const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`; // fresh for each run: Redis outlives it

  gate.it('starts without AUTH_SECRET, with a secret generated in DATA_DIR', async () => {
    expect(existsSync(join(a().dataDir, 'auth-secret'))).toBe(true);
    expect((await a().signIn('admin', ADMIN_PASSWORD, address())).status).toBe(200);
  });

  gate.it('counts one address across replicas', async () => {
    const ip = address();
    const nobody = `nobody-${randomUUID()}`; // per-account counters outlive the run in Redis, too
    expect((await a().signIn(nobody, 'Wrong-Password-1', ip)).status).toBe(401);
    expect((await b().signIn(nobody, 'Wrong-Password-1', ip)).status).toBe(401);
    expect((await a().signIn(nobody, 'Wrong-Password-1', ip)).status).toBe(401);
    expect((await b().signIn(nobody, 'Wrong-Password-1', ip)).status).toBe(429);
  });

  gate.it('counts one account across replicas, and audits its lockout once', async () => {
    const username = `ghost-${randomUUID()}`;
    for (const replica of [a(), b(), a(), b()]) expect((await replica.signIn(username, 'Wrong-Password-1', address())).status).toBe(401);
    expect((await a().signIn(username, 'Wrong-Password-1', address())).status).toBe(429);
    expect((await b().signIn(username, 'Wrong-Password-1', address())).status).toBe(429);
    const locks = [...(await a().stream(`signInLimit-${username}`)), ...(await b().stream(`signInLimit-${username}`))];
    expect(locks.map((event) => event.type)).toEqual(['SignInLocked']);
  });
});
