import { WrongExpectedRevisionError, type EventStore } from '@ftr/infra/eventstore/port.ts';
import { createKeyedQueue, retryOnLostRace, streamQueueOf, writeStream } from './streamWrites.ts';

/** A promise resolved from outside. */
const deferred = <T = void>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};
const tick = () => new Promise((resolve) => setImmediate(resolve));
const lostRace = () => new WrongExpectedRevisionError('values-BA_2026-11-23', 3, 4);

describe('createKeyedQueue', () => {
  it('runs the tasks of a key one at a time, in the order they were queued', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const gates = [deferred(), deferred(), deferred()];
    const runs = gates.map((gate, i) =>
      queue.run('s', async () => {
        log.push(`start ${i}`);
        await gate.promise;
        log.push(`end ${i}`);
        return i;
      }),
    );
    await tick();
    expect(log).toEqual(['start 0']);
    gates[2]?.resolve();
    gates[1]?.resolve();
    await tick();
    expect(log).toEqual(['start 0']);
    gates[0]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('runs tasks of different keys side by side', async () => {
    const queue = createKeyedQueue();
    const gate = deferred();
    const blocked = queue.run('a', () => gate.promise.then(() => 'a'));
    expect(await queue.run('b', async () => 'b')).toBe('b');
    gate.resolve();
    expect(await blocked).toBe('a');
  });

  it('a failing task (rejected or thrown) rejects its own caller only; the next task of the key still runs', async () => {
    const queue = createKeyedQueue();
    const failing = queue.run('s', () => Promise.reject(new Error('boom')));
    const throwing = queue.run('s', () => {
      throw new Error('thrown');
    });
    const next = queue.run('s', async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(throwing).rejects.toThrow('thrown');
    expect(await next).toBe('next');
  });

  it('forgets a key once its last task has settled', async () => {
    const queue = createKeyedQueue();
    await Promise.allSettled([queue.run('a', async () => 1), queue.run('b', () => Promise.reject(new Error('x')))]);
    await tick();
    expect(queue.busyKeys).toBe(0);
  });
});

describe('retryOnLostRace', () => {
  const clock = () => {
    let now = 0;
    const sleeps: number[] = [];
    return { sleeps, now: () => now, sleep: async (ms: number) => void (sleeps.push(ms), (now += ms)) };
  };

  it('tries again after a lost race, with a jittered backoff that doubles up to its ceiling', async () => {
    const c = clock();
    let tries = 0;
    const result = await retryOnLostRace(
      async () => {
        if (++tries < 6) throw lostRace();
        return 'written';
      },
      { ...c, random: () => 0.5, baseDelayMs: 10, maxDelayMs: 40 },
    );
    expect({ result, tries, sleeps: c.sleeps }).toEqual({ result: 'written', tries: 6, sleeps: [5, 10, 20, 20, 20] });
  });

  it('gives up with the lost race once the time budget is spent', async () => {
    const c = clock();
    let tries = 0;
    const attempt = () => {
      tries++;
      return Promise.reject(lostRace());
    };
    await expect(
      retryOnLostRace(attempt, { ...c, random: () => 0.99, budgetMs: 200, baseDelayMs: 10, maxDelayMs: 50 }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(c.now()).toBeLessThan(200);
    expect(tries).toBeGreaterThan(4);
  });

  it('counts the budget from the first lost race: a first try that waited long on the store still gets its retries', async () => {
    const c = clock();
    let tries = 0;
    const result = await retryOnLostRace(
      async () => {
        tries++;
        if (tries === 1) {
          await c.sleep(10_000); // the store was locked for 10 s, and the write queued behind it won
          throw lostRace();
        }
        if (tries < 3) throw lostRace();
        return 'written';
      },
      { ...c, random: () => 0.5, budgetMs: 2_000 },
    );
    expect({ result, tries }).toEqual({ result: 'written', tries: 3 });
  });

  it('does not retry any other error', async () => {
    let tries = 0;
    const attempt = () => {
      tries++;
      return Promise.reject(new Error('refused'));
    };
    await expect(retryOnLostRace(attempt, clock())).rejects.toThrow('refused');
    expect(tries).toBe(1);
  });
});

describe('writeStream', () => {
  it("serialises a store's writes of one stream: every writer decides on the state the previous one left", async () => {
    const store = {} as EventStore;
    let revision = -1;
    /** A read-decide-append against a fake stream: it loses the race when the revision moved while it decided. */
    const write = () =>
      writeStream(
        store,
        'values-BA_2026-11-23',
        async () => {
          const expected = revision;
          await tick();
          if (revision !== expected) throw lostRace();
          revision = expected + 1;
          return revision;
        },
        { budgetMs: 0 },
      );
    const results = await Promise.all(Array.from({ length: 20 }, write));
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(streamQueueOf(store)).toBe(streamQueueOf(store));
    expect(streamQueueOf(store)).not.toBe(streamQueueOf({} as EventStore));
  });
});
