import type { EventMetadata, StoredEvent } from '@ftr/contracts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { createParking } from './parking.ts';
import { IDLE_CHECKPOINT_EVENTS, startReactor, type Reactor, type RunningReactor } from './reactor.ts';

const meta: EventMetadata = {
  userId: 'tester',
  site: 'BA',
  correlationId: 'c',
  causationId: 'c',
  timestamp: '2026-11-22T10:00:00.000Z',
  schemaVersion: 1,
};

let running: RunningReactor[];

beforeEach(() => {
  running = [];
});
// Declared before the stores, so the reactors stop before the stores close.
afterEach(async () => {
  for (const reactor of running) await reactor.stop();
});
const stores = useEmbeddedStores('reactor');

/** Appends one event of `type` per name, each on its own stream; answers the last position. */
const append = async (type: string, ...names: string[]): Promise<bigint> => {
  let position = 0n;
  for (const name of names)
    position = (await stores.rawEventStore.append(`test-${name}`, [{ type, data: { name }, metadata: meta }], 'any')).position;
  return position;
};
const nameOf = (event: StoredEvent) => (event.data as { name: string }).name;

/** A reactor that records what it is handed and may fail on some events. */
const recorder = (handles: string[], failures: (event: StoredEvent, attempt: number) => boolean = () => false) => {
  const seen: string[] = [];
  const attempts = new Map<string, number>();
  const reactor: Reactor = {
    name: 'recorder',
    handles,
    async react(event) {
      const attempt = (attempts.get(nameOf(event)) ?? 0) + 1;
      attempts.set(nameOf(event), attempt);
      if (failures(event, attempt)) throw new Error(`failed ${nameOf(event)}`);
      seen.push(nameOf(event));
    },
  };
  return { reactor, seen, attempts };
};
const start = async (reactor: Reactor, firstRun?: 'start' | 'head', logger?: { error(o: object, m?: string): void }) => {
  const started = await startReactor({
    eventStore: stores.rawEventStore,
    readStore: stores.readStore,
    reactor,
    ...(firstRun ? { firstRun } : {}),
    ...(logger ? { logger } : {}),
  });
  running.push(started);
  return started;
};

describe('reactor runtime', () => {
  it('hands over only the listed event types, in log order, and moves past the others', async () => {
    await append('Wanted', 'a');
    await append('Ignored', 'b');
    const last = await append('Wanted', 'c');
    const tail = await append('Ignored', 'd');
    const { reactor, seen } = recorder(['Wanted']);
    const started = await start(reactor);
    expect(await started.waitFor(tail, 5_000)).toBe(true);
    expect(seen).toEqual(['a', 'c']);
    expect(started.position()).toBe(tail);
    expect(last < tail).toBe(true);
  });

  it('keeps a durable checkpoint: after a restart only events appended since are handled', async () => {
    const first = recorder(['Wanted']);
    const before = await start(first.reactor);
    expect(await before.waitFor(await append('Wanted', 'a', 'b'), 5_000)).toBe(true);
    await before.stop();
    const head = await append('Wanted', 'c');

    const second = recorder(['Wanted']);
    const after = await start(second.reactor);
    expect(await after.waitFor(head, 5_000)).toBe(true);
    expect(first.seen).toEqual(['a', 'b']);
    expect(second.seen).toEqual(['c']);
    expect(await stores.readStore.get('checkpoints', 'reactor:recorder')).toEqual({ _id: 'reactor:recorder', position: head.toString() });
  });

  it('stores the checkpoint of batches with nothing it handles only once enough of them have passed', async () => {
    const { reactor, seen } = recorder(['Wanted']);
    const started = await start(reactor);
    const handled = await append('Wanted', 'a');
    expect(await started.waitFor(handled, 5_000)).toBe(true);
    const stored = async () => (await stores.readStore.get<{ _id: string; position: string }>('checkpoints', 'reactor:recorder'))?.position;
    expect(await stored()).toBe(handled.toString());

    const idle = await append('Ignored', 'x');
    expect(await started.waitFor(idle, 5_000)).toBe(true);
    expect(await stored()).toBe(handled.toString());

    const many = Array.from({ length: IDLE_CHECKPOINT_EVENTS }, (_, i) => ({ type: 'Ignored', data: { name: `i${i}` }, metadata: meta }));
    const { position: head } = await stores.rawEventStore.append('test-many', many, 'no_stream');
    expect(await started.waitFor(head, 5_000)).toBe(true);
    expect(await stored()).toBe(head.toString());
    expect(seen).toEqual(['a']);
  });

  it("starts at the log's head on a first run with firstRun 'head', and records that head at once", async () => {
    await append('Wanted', 'history');
    const first = recorder(['Wanted']);
    const started = await start(first.reactor, 'head');
    await started.stop();
    // Appended while no reactor runs: the next start resumes from the recorded head, not from a new one.
    const head = await append('Wanted', 'while-away');
    const second = recorder(['Wanted']);
    const restarted = await start(second.reactor, 'head');
    expect(await restarted.waitFor(head, 5_000)).toBe(true);
    expect([...first.seen, ...second.seen]).toEqual(['while-away']);
  });

  it('retries a failing reaction, and parks one that keeps failing (logged) so later events still run; a retry applies it', async () => {
    const errors: object[] = [];
    let cured = false;
    const { reactor, seen, attempts } = recorder(
      ['Wanted'],
      (event, attempt) => (nameOf(event) === 'poison' && !cured) || (nameOf(event) === 'flaky' && attempt < 3),
    );
    const head = await append('Wanted', 'flaky', 'poison', 'after');
    const parking = createParking(stores.readStore);
    const started = await startReactor({
      eventStore: stores.rawEventStore,
      readStore: stores.readStore,
      reactor,
      parking,
      retryDelayMs: 1,
      logger: { error: (details) => errors.push(details) },
    });
    running.push(started);
    expect(await started.waitFor(head, 15_000)).toBe(true);
    expect(seen).toEqual(['flaky', 'after']);
    expect(Object.fromEntries(attempts)).toEqual({ flaky: 3, poison: 5, after: 1 });
    expect(errors).toEqual([expect.objectContaining({ reactor: 'recorder', stream: 'test-poison', type: 'Wanted' })]);
    const [parked] = await parking.list();
    expect(parked).toMatchObject({
      id: 'recorder|test-poison@0',
      reactor: 'recorder',
      stream: 'test-poison',
      revision: 0,
      error: 'failed poison',
    });
    expect(await parking.count()).toBe(1);
    // still failing: kept, with the new error
    const doc = await parking.get('recorder|test-poison@0');
    const [event] = await stores.rawEventStore.readStream('test-poison');
    if (!doc || !event) throw new Error('parked event missing');
    await expect(parking.retry(doc, event)).rejects.toThrow('failed poison');
    expect(await parking.count()).toBe(1);
    cured = true;
    await parking.retry(doc, event);
    expect(seen).toEqual(['flaky', 'after', 'poison']);
    expect(await parking.count()).toBe(0);
  }, 30_000);

  it('parks nothing while the store is away: the same event is handed over again until the store answers', async () => {
    let down = true;
    const outage = new Error('connection refused');
    const eventStore = {
      ...stores.rawEventStore,
      subscribeToAll: stores.rawEventStore.subscribeToAll.bind(stores.rawEventStore),
      headPosition: () => (down ? Promise.reject(outage) : stores.rawEventStore.headPosition()),
    };
    const { reactor, seen } = recorder(['Wanted'], () => down);
    const head = await append('Wanted', 'during-outage', 'after-outage');
    const parking = createParking(stores.readStore);
    const started = await startReactor({
      eventStore,
      readStore: stores.readStore,
      reactor,
      parking,
      retryDelayMs: 1,
      backoff: { initialMs: 5, maxMs: 20 },
    });
    running.push(started);
    // the follower fails its batch again and again (state retrying), parking nothing
    while (started.status().attempts < 3) await new Promise((resolve) => setImmediate(resolve));
    expect(await parking.count()).toBe(0);
    down = false;
    expect(await started.waitFor(head, 15_000)).toBe(true);
    expect(seen).toEqual(['during-outage', 'after-outage']);
    expect(await parking.count()).toBe(0);
  }, 30_000);

  it('waitFor answers true once a position is handled, false when the timeout passes or the reactor stops first', async () => {
    const { reactor } = recorder(['Wanted']);
    const started = await start(reactor);
    const head = await append('Wanted', 'a');
    expect(await started.waitFor(head, 5_000)).toBe(true);
    expect(await started.waitFor(head, 0)).toBe(true);
    expect(await started.waitFor(head + 1_000n, 50)).toBe(false);
    const pending = started.waitFor(head + 1_000n, 60_000);
    await started.stop();
    expect(await pending).toBe(false);
  });

  it('runs in one replica at a time: the other stands by and takes over, fenced, once the holder stops renewing', async () => {
    const replica = (owner: string) => {
      const record = recorder(['Wanted']);
      const options = { eventStore: stores.rawEventStore, readStore: stores.readStore, reactor: record.reactor, leaseOwner: owner };
      return { record, start: () => startReactor({ ...options, leaseTtlMs: 600 }) };
    };
    const one = replica('host:1');
    const two = replica('host:2');
    const first = await one.start();
    running.push(first);
    const second = await two.start();
    running.push(second);
    expect(first.status().state).not.toBe('standby');
    expect(second.status().state).toBe('standby');
    const head = await append('Wanted', 'a', 'b');
    expect(await first.waitFor(head, 5_000)).toBe(true);
    expect(await second.waitFor(head, 0)).toBe(false);
    expect(two.record.seen).toEqual([]);

    // The holder stops (as a killed replica does): once its lease lapses the standby takes it over and
    // goes on from the checkpoint, handling only what came after.
    await first.stop();
    const later = await append('Wanted', 'c');
    while (second.status().state === 'standby') await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await second.waitFor(later, 5_000)).toBe(true);
    expect(one.record.seen).toEqual(['a', 'b']);
    expect(two.record.seen).toEqual(['c']);
  }, 30_000);
});
