import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { LimitStore } from './limitStore.ts';

/**
 * The distributed store: one sorted set of hit times per key (score = the caller's time), markers as
 * plain keys with a PX expiry. Each call is one MULTI, so replicas counting the same key at once each
 * see a distinct count (exactly one sees the limit reached).
 */
export const createRedisLimitStore = (url: string, prefix = 'ftr:limits:'): LimitStore & { client: Redis } => {
  const client = new Redis(url, { connectionName: 'ftr-limits', maxRetriesPerRequest: 2 });
  client.on('error', () => undefined); // ioredis reconnects; the failing command rejects and the request answers 500
  const hitsKey = (key: string) => `${prefix}h:${key}`;
  const markKey = (key: string) => `${prefix}m:${key}`;
  return {
    client,
    async hit(key, now, windowMs, cap) {
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
    },
    async count(key, now, windowMs) {
      const at = now.getTime();
      return client.zcount(hitsKey(key), `(${at - windowMs}`, at);
    },
    async mark(key, _now, ttlMs) {
      await client.set(markKey(key), '1', 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async markOnce(key, _now, ttlMs) {
      return (await client.set(markKey(key), '1', 'PX', Math.max(1, Math.round(ttlMs)), 'NX')) === 'OK';
    },
    async marked(key) {
      return (await client.exists(markKey(key))) === 1;
    },
    async clear(...keys) {
      if (keys.length > 0) await client.del(...keys.flatMap((key) => [hitsKey(key), markKey(key)]));
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
};
