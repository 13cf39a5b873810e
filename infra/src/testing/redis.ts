import { printSkip } from './skip.ts';
import { Redis } from 'ioredis';

/** The Redis that tests use (DESIGN §3: CI starts one on 127.0.0.1:6379). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a Redis answers PING at `url` within about a second. Never throws. */
export async function redisAvailable(url: string = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export interface RedisTestGate {
  readonly url: string;
  /** Set by the gate's beforeAll once Redis answered. */
  readonly available: boolean;
  /** Like `it`, but the body only runs when Redis is available (outside CI an absent Redis passes vacuously). */
  it(name: string, fn: () => Promise<void>, timeout?: number): void;
}

/**
 * Registers a beforeAll in the current describe block that pings Redis. Absent Redis fails every test
 * of the block when CI=true; otherwise prints one `SKIP <what>: no Redis on <host:port>` line and the
 * gate's `it` bodies (and anything guarded by `gate.available`) do nothing.
 */
export function requireRedisOrSkip(what: string, url: string = TEST_REDIS_URL): RedisTestGate {
  let available = false;
  const gate: RedisTestGate = {
    url,
    get available() {
      return available;
    },
    it(name, fn, timeout) {
      it(
        name,
        async () => {
          if (available) await fn();
        },
        timeout,
      );
    },
  };
  beforeAll(async () => {
    available = await redisAvailable(url);
    if (available) return;
    const where = hostAndPort(url);
    if (process.env.CI === 'true') {
      throw new Error(`${what} needs Redis on ${where} and CI=true: start Redis (redis-server) before the tests`);
    }
    printSkip(`SKIP ${what}: no Redis on ${where}`);
  });
  return gate;
}

function hostAndPort(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '6379'}`;
}
