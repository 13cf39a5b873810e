import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { requireRedisOrSkip } from '../testing/redis.ts';
import { collector, notice, noticeBusContract } from './contract.ts';
import type { NoticeBus } from './port.ts';
import { freePort } from '../testing/ports.ts';
import { createRedisNoticeBus } from './redis.ts';

describe('Redis notice bus', () => {
  const redis = requireRedisOrSkip('Redis notice bus');
  const logger = { warn: jest.fn() };

  noticeBusContract(
    'redis',
    () => {
      const channel = `ftr:notices:test:${randomUUID()}`;
      const buses: NoticeBus[] = [];
      return {
        open() {
          const bus = createRedisNoticeBus(redis.url, channel, logger);
          buses.push(bus);
          return bus;
        },
        close: async () => {
          await Promise.all(buses.map((b) => b.close()));
        },
      };
    },
    { it: redis.it },
  );

  redis.it('ignores and logs messages that are not change notices', async () => {
    const channel = `ftr:notices:test:${randomUUID()}`;
    const bus = createRedisNoticeBus(redis.url, channel, logger);
    const raw = new Redis(redis.url);
    try {
      logger.warn.mockClear();
      const c = collector();
      await bus.subscribe(c.handler);
      await raw.publish(channel, 'not json');
      await raw.publish(channel, JSON.stringify({ position: 7, changes: 'x' }));
      await raw.publish(channel, JSON.stringify({ position: '1', changes: [{ collection: 'c', id: 'i', site: 'XX' }] }));
      await bus.publish(notice('2'));
      await c.until('2');
      expect(c.positions()).toEqual(['2']);
      expect(logger.warn).toHaveBeenCalledTimes(3);
    } finally {
      await bus.close();
      await raw.quit();
    }
  });

  it('publishes without waiting while Redis is away (the projector goes on), and refuses nothing', async () => {
    const down = await freePort(); // nothing listens there
    const bus = createRedisNoticeBus(`redis://127.0.0.1:${down}`, `ftr:notices:test:${randomUUID()}`, { warn: () => undefined });
    try {
      const turn = new Promise<'waiting'>((resolve) => setImmediate(() => resolve('waiting')));
      const published = Promise.all([1, 2, 3].map((n) => bus.publish(notice(String(n))))).then(() => 'published' as const);
      expect(await Promise.race([published, turn])).toBe('published');
    } finally {
      await bus.close();
    }
  });

  redis.it('close is idempotent and refuses later use', async () => {
    const bus = createRedisNoticeBus(redis.url, `ftr:notices:test:${randomUUID()}`, logger);
    await bus.subscribe(() => undefined);
    await bus.publish(notice('1'));
    await bus.close();
    await bus.close();
    await expect(bus.publish(notice('2'))).rejects.toThrow('notice bus is closed');
  });
});
