import { randomUUID } from 'node:crypto';
import type { EventMetadata, StoredEvent } from '@ftr/contracts';
import { WrongExpectedRevisionError, type EventStore, type EventToAppend, type Subscription } from './port.ts';

/**
 * The behaviour every EventStore adapter must show (docs/architecture.md §3: one contract suite per port).
 * Streams are unique per test, so the suite also runs against a shared server.
 */
export type MakeStore = () => Promise<{ store: EventStore; cleanup: () => Promise<void> }>;

const meta = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  userId: 'user-1',
  site: 'BA',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  timestamp: '2024-03-31T00:59:59.123Z',
  schemaVersion: 1,
  ...overrides,
});
const ev = (type: string, data: Record<string, unknown> = {}): EventToAppend => ({ type, data, metadata: meta() });
const newStream = (): string => `contract-${randomUUID()}`;
const ascending = (positions: bigint[]): boolean => positions.every((p, i) => i === 0 || p > (positions[i - 1] ?? p));
const yieldTurns = async (turns: number): Promise<void> => {
  for (let i = 0; i < turns; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

interface Collector {
  events: StoredEvent[];
  positions: bigint[];
  subscription: Subscription;
  until(count: number): Promise<void>;
}

/** Collects the events of `streams` delivered by a subscription; `until(n)` resolves once n arrived. */
const collect = (store: EventStore, streams: string[], after?: bigint): Collector => {
  const events: StoredEvent[] = [];
  const positions: bigint[] = [];
  const waiters: { count: number; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const subscription = store.subscribeToAll({
    after,
    onEvents: async (batch) => {
      positions.push(...batch.map((event) => event.position));
      events.push(...batch.filter((event) => streams.includes(event.stream)));
      for (const waiter of waiters) if (events.length >= waiter.count) waiter.resolve();
    },
    onError: (error) => waiters.forEach((waiter) => waiter.reject(error)),
  });
  const until = (count: number): Promise<void> =>
    new Promise((resolve, reject) => {
      if (events.length >= count) resolve();
      else waiters.push({ count, resolve, reject });
    });
  return { events, positions, subscription, until };
};

export const eventStoreContract = (name: string, makeStore: MakeStore): void => {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, cleanup } = await makeStore());
    });
    afterAll(async () => {
      await cleanup();
    });

    it("appends to a new stream with 'no_stream'", async () => {
      const stream = newStream();
      const result = await store.append(stream, [ev('OperationCreated', { name: 'A' })], 'no_stream');
      expect(result.nextRevision).toBe(0);
      const [stored, ...rest] = await store.readStream(stream);
      expect(rest).toEqual([]);
      expect(stored).toMatchObject({ stream, revision: 0, type: 'OperationCreated', data: { name: 'A' } });
      expect(stored?.position).toBe(result.position);
    });

    it("rejects a second 'no_stream' append and writes nothing", async () => {
      const stream = newStream();
      await store.append(stream, [ev('A')], 'no_stream');
      const second = store.append(stream, [ev('B')], 'no_stream');
      await expect(second).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(second).rejects.toMatchObject({ stream, expected: 'no_stream', actual: 0 });
      expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['A']);
    });

    it('appends at the exact revision and rejects a stale, future or missing one', async () => {
      const stream = newStream();
      await expect(store.append(stream, [ev('A')], 0)).rejects.toMatchObject({ actual: 'no_stream' });
      expect((await store.append(stream, [ev('A'), ev('B')], 'no_stream')).nextRevision).toBe(1);
      expect((await store.append(stream, [ev('C')], 1)).nextRevision).toBe(2);
      await expect(store.append(stream, [ev('D')], 1)).rejects.toMatchObject({ expected: 1, actual: 2 });
      await expect(store.append(stream, [ev('D')], 7)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1, 2]);
    });

    it("always appends with 'any'", async () => {
      const stream = newStream();
      expect((await store.append(stream, [ev('A')], 'any')).nextRevision).toBe(0);
      expect((await store.append(stream, [ev('B')], 'any')).nextRevision).toBe(1);
    });

    it('appends many events atomically, contiguously, or not at all', async () => {
      const stream = newStream();
      await store.append(stream, [ev('First')], 'no_stream');
      const result = await store.append(stream, [ev('A'), ev('B'), ev('C')], 0);
      expect(result.nextRevision).toBe(3);
      const events = await store.readStream(stream);
      expect(events.map((event) => event.revision)).toEqual([0, 1, 2, 3]);
      expect(ascending(events.map((event) => event.position))).toBe(true);
      expect(events.at(-1)?.position).toBe(result.position);
      // Nothing else sits between the events of one append in the global log.
      expect(await store.readAll(events[1]?.position, 2)).toEqual(events.slice(2));
      await expect(store.append(stream, [ev('D'), ev('E')], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(stream)).toEqual(events);
    });

    it('treats a replayed append (the same event ids at the same place in the stream) as done: same result, nothing written twice', async () => {
      const stream = newStream();
      const withId = (type: string): EventToAppend => ({ ...ev(type), id: randomUUID() });
      const [a, b, c] = [withId('A'), withId('B'), withId('C')];
      const first = await store.append(stream, [a, b], 'no_stream');
      expect(await store.append(stream, [a, b], 'no_stream')).toEqual(first);
      const second = await store.append(stream, [c], 1);
      await store.append(stream, [ev('D')], 'any');
      // A retry of a write that succeeded, after the stream moved on: still the first result.
      expect(await store.append(stream, [c], 1)).toEqual(second);
      expect(await store.append(stream, [c], 'any')).toEqual(second);
      const events = await store.readStream(stream);
      expect(events.map((event) => event.type)).toEqual(['A', 'B', 'C', 'D']);
      expect(events[2]?.position).toBe(second.position);
    });

    it('accepts an empty append and reports the current state', async () => {
      const stream = newStream();
      expect(await store.append(stream, [], 'no_stream')).toEqual({ nextRevision: -1, position: 0n });
      const written = await store.append(stream, [ev('A')], 'no_stream');
      expect(await store.append(stream, [], 0)).toEqual(written);
      await expect(store.append(stream, [], 'no_stream')).rejects.toMatchObject({ actual: 0 });
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('reads a stream from a revision on', async () => {
      const stream = newStream();
      await store.append(stream, [ev('A'), ev('B'), ev('C')], 'no_stream');
      const all = await store.readStream(stream);
      expect(await store.readStream(stream, { fromRevision: 0 })).toEqual(all);
      expect(await store.readStream(stream, { fromRevision: 2 })).toEqual(all.slice(2));
      expect(await store.readStream(stream, { fromRevision: 3 })).toEqual([]);
      expect(await store.readStream(newStream(), { fromRevision: 1 })).toEqual([]);
    });

    it('reads a missing stream as []', async () => {
      expect(await store.readStream(newStream())).toEqual([]);
    });

    it('reads all events strictly after a position, in order, honouring the limit', async () => {
      const stream = newStream();
      const first = await store.append(stream, [ev('A')], 'no_stream');
      await store.append(stream, [ev('B')], 0);
      const last = await store.append(stream, [ev('C')], 1);
      const page = await store.readAll(first.position, 2);
      expect(page).toHaveLength(2);
      expect(ascending([first.position, ...page.map((event) => event.position)])).toBe(true);
      const later = (await store.readAll(first.position, 1000)).filter((event) => event.stream === stream);
      expect(later).toEqual((await store.readStream(stream)).slice(1));
      expect((await store.readAll(last.position, 1000)).filter((event) => event.stream === stream)).toEqual([]);
      const [oldest, ...none] = await store.readAll(undefined, 1);
      expect(none).toEqual([]);
      expect(oldest !== undefined && oldest.position <= first.position).toBe(true);
    });

    it('round-trips data and metadata exactly', async () => {
      const stream = newStream();
      const metadata = meta({ submissionId: randomUUID(), userId: 'Zoë Ørsted', site: 'CO', schemaVersion: 3 });
      const data = { value: 12.5, empty: null, flag: false, list: [1, 'two', { three: 3 }], text: 'Brix ° – “ok”' };
      const before = await store.append(stream, [ev('Before')], 'no_stream');
      await store.append(stream, [{ type: 'ParameterValuesSubmitted', data, metadata }], 0);
      const [, stored] = await store.readStream(stream);
      expect(stored?.metadata).toStrictEqual(metadata);
      expect(stored?.data).toStrictEqual(data);
      const fromAll = (await store.readAll(before.position, 1000)).filter((event) => event.stream === stream);
      expect(fromAll).toStrictEqual([stored]);
    });

    it('subscribes from the start: history, then live events, in order', async () => {
      const stream = newStream();
      await store.append(stream, [ev('A'), ev('B')], 'no_stream');
      const collector = collect(store, [stream]);
      await collector.until(2);
      await store.append(stream, [ev('C')], 1);
      await store.append(stream, [ev('D')], 2);
      await collector.until(4);
      await collector.subscription.close();
      expect(collector.events).toEqual(await store.readStream(stream));
      expect(ascending(collector.positions)).toBe(true);
    });

    it('subscribes from a position: only later events', async () => {
      const stream = newStream();
      const first = await store.append(stream, [ev('A')], 'no_stream');
      await store.append(stream, [ev('B')], 0);
      const collector = collect(store, [stream], first.position);
      await store.append(stream, [ev('C')], 1);
      await collector.until(2);
      await collector.subscription.close();
      expect(collector.events.map((event) => event.type)).toEqual(['B', 'C']);
      expect(collector.positions.every((position) => position > first.position)).toBe(true);
    });

    // Each event of a multi-event append has its own position: resuming after any of them (a checkpoint in the
    // middle of an append, a read-your-writes wait) neither drops nor repeats the others (the `>=` guard, `after`).
    it('gives each event of one multi-event append its own position, and resumes after any of them', async () => {
      const stream = newStream();
      const appended = await store.append(stream, [ev('M1'), ev('M2'), ev('M3'), ev('M4')], 'no_stream');
      const stored = await store.readStream(stream);
      const positions = stored.map((event) => event.position);
      expect(ascending(positions)).toBe(true);
      expect(new Set(positions).size).toBe(4);
      expect(appended.position).toBe(positions[3]);
      for (const [index, after] of positions.entries()) {
        const rest = (await store.readAll(after, 1000)).filter((event) => event.stream === stream);
        expect(rest.map((event) => event.type)).toEqual(['M1', 'M2', 'M3', 'M4'].slice(index + 1));
      }
      const collector = collect(store, [stream], positions[1]);
      await collector.until(2);
      await collector.subscription.close();
      expect(collector.events.map((event) => event.type)).toEqual(['M3', 'M4']);
    });

    it('stops delivering once closed, after the in-flight batch finishes', async () => {
      const stream = newStream();
      const start = await store.append(stream, [ev('Start')], 'no_stream');
      const delivered: string[] = [];
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered: () => void = () => undefined;
      const inFlight = new Promise<void>((resolve) => (entered = resolve));
      const subscription = store.subscribeToAll({
        after: start.position,
        onEvents: async (batch) => {
          delivered.push(...batch.filter((event) => event.stream === stream).map((event) => event.type));
          entered();
          await gate;
        },
      });
      await store.append(stream, [ev('A')], 0);
      await inFlight;
      let closed = false;
      const closing = subscription.close().then(() => (closed = true));
      await yieldTurns(5);
      expect(closed).toBe(false);
      release();
      await closing;
      const control = collect(store, [stream], start.position);
      await store.append(stream, [ev('B')], 1);
      await control.until(2);
      await control.subscription.close();
      expect(delivered).toEqual(['A']);
    });

    it('reports the head position', async () => {
      const stream = newStream();
      const first = await store.append(stream, [ev('A')], 'no_stream');
      const head1 = await store.headPosition();
      expect(head1 !== undefined && head1 >= first.position).toBe(true);
      const second = await store.append(stream, [ev('B')], 0);
      const head2 = await store.headPosition();
      expect(head2 !== undefined && head2 >= second.position && head2 > (head1 ?? 0n)).toBe(true);
    });
  });
};
