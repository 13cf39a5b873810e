import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { UnavailableError } from '@ftr/infra/http/errors.ts';
import type { LimitStore } from './limitStore.ts';

export const LIMITS_UNAVAILABLE =
  'Sign-in is unavailable for a moment: its attempt counter (Redis) is not answering; please try again in a few seconds';

/**
 * A call of the store while Redis is away fails within a connection attempt with a 503 and Retry-After: sign-in
 * refuses clearly rather than answering 500, and never goes ahead uncounted.
 */
const answered = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw Object.assign(new UnavailableError(LIMITS_UNAVAILABLE, 5), { cause: error });
  }
};

/**
 * The distributed store: one sorted set of hit times per key (score = the caller's time), markers as
 * plain keys with a PX expiry. Each call is one MULTI, so replicas counting the same key at once each
 * see a distinct count (exactly one sees the limit reached).
 */
export const createRedisLimitStore = (url: string, prefix = 'ftr:limits:'): LimitStore & { client: Redis } => {
  const client = new Redis(url, {
    connectionName: 'ftr-limits',
    // A command waiting for the connection fails when the next connection attempt does (≤ 2 s), not after 20.
    maxRetriesPerRequest: 0,
    commandTimeout: 2_000,
  });
  client.on('error', () => undefined); // ioredis reconnects; meanwhile each call fails (answered: 503)
  const hitsKey = (key: string) => `${prefix}h:${key}`;
  const markKey = (key: string) => `${prefix}m:${key}`;
  return {
    client,
    hit: (key, now, windowMs, cap) =>
      answered(async () => {
        const at = now.getTime();
        const result = await client
          .multi()
          .zremrangebyscore(hitsKey(key), '-inf', at - windowMs)
          .zadd(hitsKey(key), at, `${at}:${randomUUID()}`)
          .zremrangebyrank(hitsKey(key), 0, -(cap + 1))
          .zcount(hitsKey(key), `(${at - windowMs}`, at)
          .pexpire(hitsKey(key), windowMs)
          .exec();
        const counted = result?.[3];
        if (!counted || counted[0]) throw counted?.[0] ?? new Error('Redis limit store: no answer');
        return Number(counted[1]);
      }),
    count: (key, now, windowMs) => answered(() => client.zcount(hitsKey(key), `(${now.getTime() - windowMs}`, now.getTime())),
    mark: (key, _now, ttlMs) =>
      answered(async () => {
        await client.set(markKey(key), '1', 'PX', Math.max(1, Math.round(ttlMs)));
      }),
    markOnce: (key, _now, ttlMs) =>
      answered(async () => (await client.set(markKey(key), '1', 'PX', Math.max(1, Math.round(ttlMs)), 'NX')) === 'OK'),
    marked: (key) => answered(async () => (await client.exists(markKey(key))) === 1),
    clear: (...keys) =>
      answered(async () => {
        if (keys.length > 0) await client.del(...keys.flatMap((key) => [hitsKey(key), markKey(key)]));
      }),
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
};
