import { readSettings } from './env.ts';
import { parseRedisNamespace, redisNames } from './redisNames.ts';

describe("a deployment's names in a shared Redis (REDIS_NAMESPACE)", () => {
  it('keeps the names of a single deployment by default', () => {
    const names = redisNames(readSettings({}).redisNamespace);
    expect([names.notices, names.socketIo, names.limits, names.rateLimit]).toEqual([
      'ftr:notices',
      'ftr:socket.io',
      'ftr:limits:',
      'ftr:ratelimit:',
    ]);
    expect([names.queue('exports'), names.queue('schedules'), names.queue('recalculation')]).toEqual([
      'ftr-exports',
      'ftr-schedules',
      'ftr-recalculation',
    ]);
  });

  it('puts every channel, key and queue of another namespace apart', () => {
    const names = redisNames(readSettings({ REDIS_NAMESPACE: 'plant-test' }).redisNamespace);
    expect([names.notices, names.socketIo, names.limits, names.queue('exports')]).toEqual([
      'plant-test:notices',
      'plant-test:socket.io',
      'plant-test:limits:',
      'plant-test-exports',
    ]);
  });

  it('refuses a namespace that is not a plain name', () => {
    for (const bad of ['a b', 'ftr:x', 'x'.repeat(65), 'ümlaut']) {
      expect(() => parseRedisNamespace(bad)).toThrow(`REDIS_NAMESPACE must be 1–64 letters, digits, '-' or '_', not '${bad}'`);
    }
    expect(parseRedisNamespace('  ')).toBe('ftr');
  });
});
