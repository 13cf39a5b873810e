import type { StoredEvent } from '@ftr/contracts';
import { openPostgres } from '../config/postgres.ts';
import { testMetadata } from '../testing/metadata.ts';
import {
  createTestDatabase,
  describeWithPostgres,
  terminateConnections,
  TEST_POSTGRES_URL,
  type TestDatabase,
} from '../testing/postgres.ts';
import { eventStoreContract } from './contract.ts';
import { followLog } from './follow.ts';
import { WrongExpectedRevisionError, type EventStore, type EventToAppend } from './port.ts';
import { createPostgresEventStore } from './postgres.ts';

const metadata = testMetadata({ userId: 'u', timestamp: '2026-11-26T10:00:00.000Z' });
const ev = (type: string, data: unknown = {}): EventToAppend => ({ type, data, metadata });

/** A store on a fresh database of its own; cleanup closes it and drops the database. */
const openStore = async (pollIntervalMs?: number) => {
  const database = await createTestDatabase();
  const connection = openPostgres(database.url);
  const store = await createPostgresEventStore(connection, pollIntervalMs === undefined ? {} : { pollIntervalMs });
  return {
    database,
    connection,
    store,
    cleanup: async () => {
      await store.close();
      await connection.close();
      await database.drop();
    },
  };
};

describeWithPostgres('PostgreSQL event store', () => {
  eventStoreContract('PostgreSQL', openStore);

  describe('specifics', () => {
    let database: TestDatabase;
    let store: EventStore;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ database, store, cleanup } = await openStore(50));
    });
    afterAll(() => cleanup());

    it('refuses an event id reused anywhere but a replay of its own write, and writes nothing', async () => {
      const a = { ...ev('A'), id: '0196f3c0-0000-7000-8000-00000000000a' };
      await store.append('ids-1', [a], 'no_stream');
      await expect(store.append('ids-2', [a], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append('ids-1', [a, ev('B')], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream('ids-2')).toEqual([]);
      expect((await store.readStream('ids-1')).map((event) => event.type)).toEqual(['A']);
    });

    it('writes nothing when one event of a batch cannot be stored', async () => {
      const head = await store.headPosition();
      await expect(store.append('bad-1', [ev('A'), { type: 'B', data: undefined, metadata }], 'no_stream')).rejects.toThrow(TypeError);
      expect(await store.readStream('bad-1')).toEqual([]);
      expect(await store.headPosition()).toBe(head);
    });

    it('keeps the log across a new connection and continues the positions', async () => {
      const written = await store.append('reopen-1', [ev('A'), ev('B')], 'no_stream');
      const other = openPostgres(database.url);
      const again = await createPostgresEventStore(other);
      try {
        expect(await again.readStream('reopen-1')).toEqual(await store.readStream('reopen-1'));
        const next = await again.append('reopen-2', [ev('C')], 'no_stream');
        expect(next.position).toBe(written.position + 1n);
      } finally {
        await again.close();
        await other.close();
      }
    });

    it('delivers in commit order with no gap while several connections append at once', async () => {
      const writers = 6;
      const appendsEach = 40;
      const start = await store.headPosition();
      const stores = await Promise.all(
        Array.from({ length: writers }, async () => {
          const own = openPostgres(database.url, { max: 2 });
          return { own, writer: await createPostgresEventStore(own) };
        }),
      );
      const delivered: bigint[] = [];
      let done: () => void = () => undefined;
      const all = new Promise<void>((resolve) => (done = resolve));
      const total = writers * appendsEach * 2;
      // The follower reads while the writers commit: any position committed after a later one was read would be skipped.
      const follower = store.subscribeToAll({
        ...(start === undefined ? {} : { after: start }),
        onEvents: async (events) => {
          delivered.push(...events.map((event) => event.position));
          if (delivered.length >= total) done();
        },
      });
      try {
        await Promise.all(
          stores.map(async ({ writer }, w) => {
            for (let i = 0; i < appendsEach; i += 1)
              await writer.append(`race-${w}-${i % 4}`, [ev('X', { w, i }), ev('Y', { w, i })], 'any');
          }),
        );
        await all;
        const stored = (await store.readAll(start, total + 10)).map((event) => event.position);
        expect(delivered).toEqual(stored);
        expect(stored).toHaveLength(total);
        // Positions are dense: each append numbers its events right after the previous commit's.
        expect(stored.every((position, i) => i === 0 || position === (stored[i - 1] ?? 0n) + 1n)).toBe(true);
      } finally {
        await follower.close();
        for (const { own, writer } of stores) {
          await writer.close();
          await own.close();
        }
      }
    });

    it('wakes a subscriber on another connection through LISTEN/NOTIFY, not its poll', async () => {
      const other = openPostgres(database.url, { max: 2 });
      const reader = await createPostgresEventStore(other, { pollIntervalMs: 3_600_000 });
      const head = await store.headPosition();
      let resolveBatch: (events: StoredEvent[]) => void = () => undefined;
      const received = new Promise<StoredEvent[]>((resolve) => (resolveBatch = resolve));
      let confirmed: () => void = () => undefined;
      const ready = new Promise<void>((resolve) => (confirmed = resolve));
      const subscription = reader.subscribeToAll({
        ...(head === undefined ? {} : { after: head }),
        onConfirmed: confirmed,
        onEvents: async (events) => resolveBatch(events),
      });
      try {
        await ready;
        // Its poll is an hour away: the append reaches it by NOTIFY (or, when the append wins the race with
        // LISTEN, by the read the listener makes once it is connected).
        await store.append('notify-1', [ev('Notified')], 'no_stream');
        expect((await received).map((event) => event.type)).toEqual(['Notified']);
      } finally {
        await subscription.close();
        await reader.close();
        await other.close();
      }
    });

    it('follows on after every connection to the database was terminated: nothing lost, nothing twice', async () => {
      const head = await store.headPosition();
      const handled: bigint[] = [];
      const follower = followLog({
        name: 'terminated',
        eventStore: store,
        after: head,
        backoff: { initialMs: 5, maxMs: 50 },
        handle: async (events) => void handled.push(...events.map((event) => event.position)),
      });
      try {
        const first = await store.append('term-1', [ev('A')], 'no_stream');
        expect(await follower.waitFor(first.position, 10_000)).toBe(true);
        expect(await terminateConnections(TEST_POSTGRES_URL, database.name)).toBeGreaterThan(0);
        // The pool may hand out a client whose backend just ended: the writer retries as a client would.
        let last = first;
        for (let i = 0; i < 5; i += 1) {
          const event = { ...ev('B', { i }), id: `0196f3c0-0000-7000-8000-${String(100 + i).padStart(12, '0')}` };
          for (;;) {
            try {
              last = await store.append('term-1', [event], 'any');
              break;
            } catch (error) {
              if (error instanceof WrongExpectedRevisionError) throw error;
            }
          }
        }
        expect(await follower.waitFor(last.position, 20_000)).toBe(true);
        expect(handled).toEqual((await store.readAll(head, 100)).map((event) => event.position));
        expect((await store.readStream('term-1')).map((event) => event.type)).toEqual(['A', 'B', 'B', 'B', 'B', 'B']);
      } finally {
        await follower.stop();
      }
    });
  });
});
