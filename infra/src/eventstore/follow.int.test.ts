import { testMetadata } from '../testing/metadata.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { EventMetadata, StoredEvent } from '@ftr/contracts';
import { openEmbeddedDatabase } from '../sqlite/database.ts';
import { createEsdbEventStoreOn } from './esdb.ts';
import { createEsdbClientDouble, type EsdbClientDouble } from './esdbClientDouble.ts';
import { followersReady, followLog, type Follower, type FollowOptions } from './follow.ts';
import type { EventStore, SubscribeOptions } from './port.ts';
import { createSqliteEventStore } from './sqlite.ts';

const metadata: EventMetadata = testMetadata({ userId: 'u', timestamp: '2026-11-26T10:00:00.000Z' });
const FAST = { initialMs: 1, maxMs: 4 };

/** Resolves once `check` holds (polled on timers; no fixed sleeps). */
const until = async (check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};

const appendN = async (store: EventStore, stream: string, count: number): Promise<bigint> => {
  let position = 0n;
  for (let i = 0; i < count; i++) position = (await store.append(stream, [{ type: 'Counted', data: { i }, metadata }], 'any')).position;
  return position;
};

/** A follower that records every event it commits, with an optional failure injected into `handle`. */
const recordingFollower = (eventStore: FollowOptions['eventStore'], fail?: (events: StoredEvent[]) => boolean) => {
  const handled: bigint[] = [];
  const follower = followLog({
    name: 'test',
    eventStore,
    after: undefined,
    backoff: FAST,
    async handle(events) {
      if (fail?.(events)) throw new Error('handler failed');
      handled.push(...events.map((event) => event.position));
    },
  });
  return { follower, handled };
};

const noGapsNoDuplicates = async (store: EventStore, handled: bigint[]) => {
  const all = (await store.readAll(undefined, 10_000)).map((event) => event.position);
  expect(handled).toEqual(all);
};

let followers: Follower[] = [];
afterEach(async () => {
  for (const follower of followers) await follower.stop();
  followers = [];
});

describe('followLog on the SQLite adapter', () => {
  let db: DatabaseSync;
  let store: EventStore;
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ftr-follow-'));
    db = openEmbeddedDatabase(join(dir, 'ftr.sqlite'));
    store = createSqliteEventStore(db, { pollIntervalMs: 10 });
  });
  afterEach(async () => {
    await store.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The store, but its first `failures` subscriptions report an error once they have delivered a batch. */
  const flaky = (failures: number) => {
    const subscribedAfter: (bigint | undefined)[] = [];
    let failed = 0;
    const subscribeToAll = (options: SubscribeOptions) => {
      subscribedAfter.push(options.after);
      const breaking = failed++ < failures;
      const subscription = store.subscribeToAll({
        ...options,
        onEvents: async (events) => {
          await options.onEvents(events);
          if (breaking) throw new Error('connection lost');
        },
      });
      return subscription;
    };
    return { subscribeToAll, subscribedAfter };
  };

  it('resubscribes after an error from the last committed position: no event lost or handed over twice', async () => {
    const first = await appendN(store, 'count-a', 3);
    const wrapped = flaky(2);
    const { follower, handled } = recordingFollower(wrapped);
    followers.push(follower);
    expect(await follower.waitFor(first, 5_000)).toBe(true);
    const last = await appendN(store, 'count-b', 4);
    expect(await follower.waitFor(last, 5_000)).toBe(true);
    expect(wrapped.subscribedAfter[0]).toBeUndefined();
    expect(wrapped.subscribedAfter[1]).toBe(first);
    await until(() => follower.status().state === 'running', 'running again');
    expect(follower.status()).toMatchObject({ lastError: 'connection lost', position: last.toString() });
    const next = await appendN(store, 'count-b', 1);
    expect(await follower.waitFor(next, 5_000)).toBe(true);
    expect(follower.status()).toMatchObject({ state: 'running', attempts: 0 }); // a batch handled again
    await noGapsNoDuplicates(store, handled);
  });

  it('hands a batch whose handler failed over again, from the checkpoint before it, backing off meanwhile', async () => {
    const last = await appendN(store, 'count-c', 5);
    let failing = true;
    const { follower, handled } = recordingFollower(store, () => failing);
    followers.push(follower);
    // Each new subscription is confirmed, yet the batch keeps failing: the count (and so the delay) grows.
    await until(() => follower.status().attempts >= 3, 'three failed batches');
    failing = false;
    expect(await follower.waitFor(last, 5_000)).toBe(true);
    await noGapsNoDuplicates(store, handled);
    expect(follower.status()).toMatchObject({ state: 'running', attempts: 0 });
  });

  it('is not ready while retrying, and ready once the subscription is back', async () => {
    let down = true;
    const wrapped = {
      subscribeToAll: (options: SubscribeOptions) => {
        if (!down) return store.subscribeToAll(options);
        queueMicrotask(() => options.onError?.(new Error('store unreachable')));
        return { close: () => Promise.resolve() };
      },
    };
    const last = await appendN(store, 'count-d', 2);
    const { follower, handled } = recordingFollower(wrapped);
    followers.push(follower);
    await until(() => follower.status().attempts >= 3, 'three failed attempts');
    expect(follower.status()).toMatchObject({ state: 'retrying', lastError: 'store unreachable' });
    expect(followersReady([follower])).toBe(false);
    down = false;
    expect(await follower.waitFor(last, 5_000)).toBe(true);
    expect(followersReady([follower])).toBe(true);
    await noGapsNoDuplicates(store, handled);
  });

  it('retries a store that throws when asked to subscribe', async () => {
    let throwing = 2;
    const wrapped = {
      subscribeToAll: (options: SubscribeOptions) => {
        if (throwing-- > 0) throw new Error('no connection');
        return store.subscribeToAll(options);
      },
    };
    const last = await appendN(store, 'count-t', 2);
    const { follower, handled } = recordingFollower(wrapped);
    followers.push(follower);
    expect(await follower.waitFor(last, 5_000)).toBe(true);
    await noGapsNoDuplicates(store, handled);
  });

  it('does not resubscribe once stopped', async () => {
    let subscriptions = 0;
    const wrapped = {
      subscribeToAll: (options: SubscribeOptions) => {
        subscriptions++;
        queueMicrotask(() => options.onError?.(new Error('down')));
        return { close: () => Promise.resolve() };
      },
    };
    const { follower } = recordingFollower(wrapped);
    await until(() => follower.status().state === 'retrying', 'retrying');
    await follower.stop();
    const seen = subscriptions;
    expect(follower.status().state).toBe('stopped');
    expect(await follower.waitFor(1n, 20)).toBe(false);
    expect(subscriptions).toBe(seen);
  });
});

describe('followLog on the EventStoreDB adapter (client double)', () => {
  let double: EsdbClientDouble;
  let store: EventStore;
  beforeEach(() => {
    double = createEsdbClientDouble();
    store = createEsdbEventStoreOn(double.client);
  });
  afterEach(() => store.close());

  it('resubscribes from the checkpoint after the subscription emits an error; no duplicates or gaps', async () => {
    const first = await appendN(store, 'count-e', 3);
    const { follower, handled } = recordingFollower(store);
    followers.push(follower);
    expect(await follower.waitFor(first, 5_000)).toBe(true);
    double.breakSubscriptions(new Error('14 UNAVAILABLE: connection lost'));
    await until(() => double.subscribedFrom.length === 2, 'a second subscription');
    expect(double.subscribedFrom[1]).toEqual({ commit: first, prepare: first });
    const last = await appendN(store, 'count-f', 3);
    expect(await follower.waitFor(last, 5_000)).toBe(true);
    await noGapsNoDuplicates(store, handled);
    expect(follower.status()).toMatchObject({ state: 'running', lastError: '14 UNAVAILABLE: connection lost' });
  });

  it('delivers what the stream holds in batches rather than one by one', async () => {
    const last = await appendN(store, 'count-g', 50);
    const batches: number[] = [];
    const follower = followLog({
      name: 'batches',
      eventStore: store,
      after: undefined,
      backoff: FAST,
      handle: async (events) => void batches.push(events.length),
    });
    followers.push(follower);
    expect(await follower.waitFor(last, 5_000)).toBe(true);
    expect(batches).toEqual([50]);
  });
});
