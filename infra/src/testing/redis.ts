import { requireServiceOrSkip, type ServiceTestGate } from './skip.ts';
import { Redis } from 'ioredis';

/** The Redis that tests use (docs/architecture.md §3: CI starts one on 127.0.0.1:6379). */
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
    const reply: string = await client.ping();
    return reply === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** The gate of a block that needs Redis (`requireServiceOrSkip`): fails under CI=true, else prints a SKIP line. */
export const requireRedisOrSkip = (what: string, url: string = TEST_REDIS_URL): ServiceTestGate => {
  const parsed = new URL(url);
  const where = `${parsed.hostname}:${parsed.port || '6379'}`;
  return requireServiceOrSkip(what, { name: 'Redis', url, where, start: 'start Redis (redis-server)', answers: () => redisAvailable(url) });
};
