import { leaseDoc, mayHold, type LeaseDoc } from './lease.ts';
import { keepLease, type Schedule } from './leaseKeeper.ts';

/** A lease table and a clock under the test's control, and timers that run only when the test says. */
const world = () => {
  let now = 0;
  const leases = new Map<string, LeaseDoc>();
  const take = (owner: string, ttlMs: number) => async () => {
    const current = leases.get('projector:main') ?? null;
    if (!mayHold(current, owner, now)) return null;
    const next = leaseDoc(current, 'projector:main', owner, now, ttlMs);
    leases.set('projector:main', next);
    return next.epoch;
  };
  const due: { at: number; run: () => void; cancelled: boolean }[] = [];
  const schedule: Schedule = (run, ms) => {
    const entry = { at: now + ms, run, cancelled: false };
    due.push(entry);
    return { cancel: () => void (entry.cancelled = true) };
  };
  /** Moves the clock on, running the timers that fall due (and letting their rounds finish). */
  const advance = async (ms: number) => {
    now += ms;
    for (const entry of due.splice(0).filter((e) => !e.cancelled)) {
      if (entry.at <= now) entry.run();
      else due.push(entry);
    }
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { take, schedule, advance, leases };
};

const keeper = (w: ReturnType<typeof world>, owner: string, running: Set<string>) =>
  keepLease({
    take: w.take(owner, 3_000),
    everyMs: 1_000,
    schedule: w.schedule,
    onAcquired: async () => void running.add(owner),
    onLost: async () => void running.delete(owner),
  });

describe('one projector per group (lease keeper, fake clock)', () => {
  it('runs the first taker; the other stands by and takes over only once the lease has expired', async () => {
    const w = world();
    const running = new Set<string>();
    const a = keeper(w, 'a', running);
    await a.started;
    const b = keeper(w, 'b', running);
    await b.started;
    expect([...running]).toEqual(['a']);
    await w.advance(1_000);
    await w.advance(1_000);
    expect([...running]).toEqual(['a']); // a keeps renewing
    // a goes away without a word (its last renewal, at 2 000, runs to 5 000).
    await a.stop();
    expect(w.leases.get('projector:main')).toMatchObject({ owner: 'a', expiresAt: 5_000 });
    await w.advance(1_000);
    expect(b.holding()).toBe(false); // 3 000: a's lease still runs
    await w.advance(2_000);
    expect(b.holding()).toBe(true); // 5 000: expired, b takes over
    expect([...running]).toEqual(['b']);
    await b.stop();
    expect(running.size).toBe(0);
  });

  it('stops the work when a renewal fails, and starts it again once the lease is back', async () => {
    const w = world();
    const running = new Set<string>();
    let storeDown = false;
    const k = keepLease({
      take: async () => {
        if (storeDown) throw new Error('store unreachable');
        return w.take('a', 3_000)();
      },
      everyMs: 1_000,
      schedule: w.schedule,
      onAcquired: async () => void running.add('a'),
      onLost: async () => void running.delete('a'),
    });
    await k.started;
    expect(k.holding()).toBe(true);
    storeDown = true;
    await w.advance(1_000);
    expect(running.size).toBe(0);
    storeDown = false;
    await w.advance(1_000);
    expect([...running]).toEqual(['a']);
    await k.stop();
  });

  it('counts a lease call that does not answer in time as lost (the work stops), and runs the new epoch fenced', async () => {
    const w = world();
    const epochs: number[] = [];
    let hangs = false;
    const k = keepLease({
      take: () => (hangs ? new Promise<never>(() => undefined) : w.take('a', 3_000)()),
      everyMs: 1_000,
      callTimeoutMs: 20,
      schedule: w.schedule,
      onAcquired: async (epoch) => void epochs.push(epoch),
      onLost: async () => void epochs.push(-1),
    });
    await k.started;
    hangs = true;
    await w.advance(1_000);
    while (k.holding()) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(epochs).toEqual([1, -1]);
    // Meanwhile another took it: back under a new epoch, never the old one.
    await w.advance(3_000);
    expect(await w.take('b', 3_000)()).toBe(2);
    await w.advance(3_000);
    hangs = false;
    while (!k.holding()) {
      await w.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(epochs).toEqual([1, -1, 3]);
    await k.stop();
  });
});
