import { randomUUID } from 'node:crypto';
import { requireRedisOrSkip } from '@ftr/infra/testing/redis.ts';
import { createMemoryLimitStore, type LimitStore } from './limitStore.ts';
import { UnavailableError } from '@ftr/infra/http/errors.ts';
import { freePort } from '@ftr/infra/testing/ports.ts';
import { LIMITS_UNAVAILABLE, createRedisLimitStore } from './redisLimitStore.ts';

/** One contract for both limit stores: the embedded (memory) one and the distributed (Redis) one. */
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, seconds));
const HOUR = 3_600_000;

const contract = (name: string, open: () => LimitStore | undefined) => {
  describe(name, () => {
    let store: LimitStore | undefined;
    beforeEach(() => {
      store = open();
    });
    afterEach(async () => {
      await store?.close();
    });
    const run = (title: string, fn: (store: LimitStore) => Promise<void>) =>
      it(title, async () => {
        if (store) await fn(store);
      });

    run('counts hits in a sliding window, capped, per key', async (s) => {
      expect(await s.hit('a', at(0), HOUR, 3)).toBe(1);
      expect(await s.hit('a', at(1), HOUR, 3)).toBe(2);
      expect(await s.hit('b', at(1), HOUR, 3)).toBe(1);
      expect(await s.hit('a', at(2), HOUR, 3)).toBe(3);
      expect(await s.hit('a', at(3), HOUR, 3)).toBe(3);
      expect(await s.count('a', at(3), HOUR)).toBe(3);
      expect(await s.count('a', new Date(at(2).getTime() + HOUR), HOUR)).toBe(1); // only the hit at :03 is still in the hour
      await s.clear('a');
      expect(await s.count('a', at(4), HOUR)).toBe(0);
      expect(await s.count('b', at(4), HOUR)).toBe(1);
    });

    run('sets a marker once across callers, and clears it', async (s) => {
      expect(await s.marked('m', at(0))).toBe(false);
      const winners = await Promise.all([1, 2, 3, 4].map(() => s.markOnce('m', at(0), HOUR)));
      expect(winners.filter(Boolean)).toHaveLength(1);
      expect(await s.marked('m', at(1))).toBe(true);
      await s.clear('m');
      expect(await s.marked('m', at(1))).toBe(false);
      await s.mark('m', at(1), HOUR);
      expect(await s.marked('m', at(2))).toBe(true);
    });

    run('gives each concurrent hit its own count, so exactly one caller sees the limit reached', async (s) => {
      const counts = await Promise.all(Array.from({ length: 10 }, () => s.hit('c', at(5), HOUR, 20)));
      expect([...counts].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });
  });
};

contract('memory limit store', () => createMemoryLimitStore());

describe('Redis limit store', () => {
  const gate = requireRedisOrSkip('Redis limit store tests');
  contract('against the real Redis', () => (gate.available ? createRedisLimitStore(gate.url, `ftr:test:${randomUUID()}:`) : undefined));

  gate.it('lets markers expire in Redis and keys its counters under its prefix only', async () => {
    const prefix = `ftr:test:${randomUUID()}:`;
    const store = createRedisLimitStore(gate.url, prefix);
    try {
      await store.mark('short', at(0), 50);
      await store.hit('k', at(0), HOUR, 5);
      expect(await store.client.keys(`${prefix}*`)).toEqual(expect.arrayContaining([`${prefix}h:k`, `${prefix}m:short`]));
      // Redis expires the marker on its own clock: wait for that state rather than for a fixed time.
      const deadline = Date.now() + 5_000;
      while ((await store.marked('short', at(0))) && Date.now() < deadline) await store.client.ping();
      expect(await store.marked('short', at(0))).toBe(false);
    } finally {
      await store.close();
    }
  });
});

describe('Redis limit store while Redis is away', () => {
  it('refuses with a 503 and Retry-After (sign-in says so) instead of failing with a 500', async () => {
    const store = createRedisLimitStore(`redis://127.0.0.1:${await freePort()}`, `ftr:test:${randomUUID()}:`);
    try {
      const refused = await store.hit('k', at(0), HOUR, 5).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(UnavailableError);
      expect([(refused as UnavailableError).message, (refused as UnavailableError).retryAfterSeconds]).toEqual([LIMITS_UNAVAILABLE, 5]);
      await expect(store.marked('k', at(0))).rejects.toBeInstanceOf(UnavailableError);
    } finally {
      await store.close();
    }
  });
});
