import { testMetadata } from '../testing/metadata.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileHandle } from 'node:fs/promises';
import type { DatabaseSync } from 'node:sqlite';
import type { EventMetadata, StoredEvent } from '@ftr/contracts';
import { openEmbeddedDatabase } from '../sqlite/database.ts';
import { eventStoreContract } from './contract.ts';
import { WrongExpectedRevisionError, type EventStore, type EventToAppend } from './port.ts';
import { createSqliteEventStore, SUBSCRIPTION_BATCH } from './sqlite.ts';

const dirs: string[] = [];
const tempDbPath = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'ftr-eventstore-'));
  dirs.push(dir);
  return join(dir, 'ftr.db');
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

eventStoreContract('SQLite (temp file)', async () => {
  const db = openEmbeddedDatabase(tempDbPath());
  const store = createSqliteEventStore(db);
  return {
    store,
    cleanup: async () => {
      await store.close();
      db.close();
    },
  };
});

eventStoreContract('SQLite (group commit)', async () => {
  const file = tempDbPath();
  const db = openEmbeddedDatabase(file, 'NORMAL');
  const store = createSqliteEventStore(db, { walFile: `${file}-wal` });
  return {
    store,
    cleanup: async () => {
      await store.close();
      db.close();
    },
  };
});

/** Waits (on state, polled every turn) until `done` holds. */
const until = async (done: () => boolean): Promise<void> => {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
};

const metadata: EventMetadata = testMetadata({
  userId: 'user-1',
  site: 'WI',
  correlationId: 'c-1',
  causationId: 'c-0',
  timestamp: '2024-10-27T01:30:00.000Z',
});
const ev = (type: string, data: unknown = {}): EventToAppend => ({ type, data, metadata });

/** Resolves with the first batch a subscription delivers. */
const firstBatch = (store: EventStore, after?: bigint) => {
  let resolveBatch: (events: StoredEvent[]) => void = () => undefined;
  const received = new Promise<StoredEvent[]>((resolve) => (resolveBatch = resolve));
  const subscription = store.subscribeToAll({ after, onEvents: async (events) => resolveBatch(events) });
  return { received, subscription };
};

describe('SQLite event store specifics', () => {
  const opened: DatabaseSync[] = [];
  const open = (path: string, pollIntervalMs?: number) => {
    const db = openEmbeddedDatabase(path);
    opened.push(db);
    return { db, store: createSqliteEventStore(db, { pollIntervalMs }) };
  };
  afterEach(() => opened.splice(0).forEach((db) => db.isOpen && db.close()));

  it('runs on a durable file database: WAL journal, synchronous FULL, unique (stream, revision)', () => {
    const { db } = open(tempDbPath());
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
    const unique = db
      .prepare('SELECT name FROM pragma_index_list(\'events\') WHERE "unique" = 1')
      .all()
      .map((row) =>
        db
          .prepare('SELECT name FROM pragma_index_info(?)')
          .all(String(row['name']))
          .map((c) => c['name']),
      );
    expect(unique).toEqual(expect.arrayContaining([['id'], ['stream', 'revision']]));
  });

  it('refuses an event id reused anywhere but a replay of its own write, and writes nothing', async () => {
    const { store } = open(tempDbPath());
    const a = { ...ev('A'), id: '0196f3c0-0000-7000-8000-00000000000a' };
    await store.append('ids-1', [a], 'no_stream');
    await expect(store.append('ids-2', [a], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(store.append('ids-1', [a, ev('B')], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(store.append('ids-1', [a], 0)).rejects.toMatchObject({ expected: 0, actual: 0 });
    expect((await store.readAll(undefined, 10)).map((event) => event.stream)).toEqual(['ids-1']);
  });

  it('has no head position while empty', async () => {
    const { store } = open(tempDbPath());
    expect(await store.headPosition()).toBeUndefined();
    expect(await store.readAll(undefined, 10)).toEqual([]);
  });

  it('keeps events across a reopen and continues the positions', async () => {
    const path = tempDbPath();
    const first = open(path);
    const written = await first.store.append('operation-1', [ev('A'), ev('B')], 'no_stream');
    const before = await first.store.readStream('operation-1');
    await first.store.close();
    first.db.close();

    const second = open(path);
    expect(await second.store.readStream('operation-1')).toEqual(before);
    expect(await second.store.headPosition()).toBe(written.position);
    const next = await second.store.append('operation-2', [ev('C')], 'no_stream');
    expect(next.position).toBe(written.position + 1n);
    await expect(second.store.append('operation-1', [ev('D')], 0)).rejects.toMatchObject({ actual: 1 });
  });

  it('writes nothing when one event of a batch cannot be stored', async () => {
    const { store } = open(tempDbPath());
    await expect(store.append('operation-1', [ev('A'), { type: 'B', data: undefined, metadata }], 'no_stream')).rejects.toThrow(TypeError);
    await expect(store.append('operation-1', [ev('A'), ev('B', { big: 1n })], 'no_stream')).rejects.toThrow(TypeError);
    expect(await store.readStream('operation-1')).toEqual([]);
    expect(await store.headPosition()).toBeUndefined();
  });

  it("shares one read among the subscriptions woken together, never among readAll's callers", async () => {
    const path = tempDbPath();
    const { store } = open(path);
    const other = open(path).store; // another process on the same file
    await store.append('shared', [ev('A')], 'no_stream');
    const one = firstBatch(store);
    const two = firstBatch(store);
    const [a, b] = await Promise.all([one.received, two.received]);
    expect(a.map((event) => event.type)).toEqual(['A']);
    expect(a).toBe(b);
    await Promise.all([one.subscription.close(), two.subscription.close()]);

    // In one turn of the event loop: a reader who learns the log moved (here, by appending elsewhere) sees it.
    expect((await store.readAll(undefined, 10)).map((event) => event.type)).toEqual(['A']);
    await other.append('elsewhere', [ev('B')], 'no_stream');
    expect((await store.readAll(undefined, 10)).map((event) => event.type)).toEqual(['A', 'B']);
  });

  it('wakes subscribers on its own appends without waiting for the poll', async () => {
    const { store } = open(tempDbPath(), 3_600_000);
    const { received, subscription } = firstBatch(store);
    await store.append('operation-1', [ev('A')], 'no_stream');
    expect((await received).map((event) => event.type)).toEqual(['A']);
    await subscription.close();
  }, 5_000);

  it("picks up another process's appends to the same file by polling", async () => {
    const path = tempDbPath();
    const reader = open(path, 20);
    const writer = open(path);
    const { received, subscription } = firstBatch(reader.store);
    await writer.store.append('operation-1', [ev('FromElsewhere')], 'no_stream');
    expect((await received).map((event) => event.type)).toEqual(['FromElsewhere']);
    await subscription.close();
  }, 5_000);

  it('delivers a long history in batches of at most SUBSCRIPTION_BATCH, in order', async () => {
    const { store } = open(tempDbPath());
    const total = 2 * SUBSCRIPTION_BATCH + 200;
    await store.append(
      'operation-1',
      Array.from({ length: total }, (_, i) => ev('A', { i })),
      'no_stream',
    );
    const sizes: number[] = [];
    const seen: number[] = [];
    let done: () => void = () => undefined;
    const all = new Promise<void>((resolve) => (done = resolve));
    const subscription = store.subscribeToAll({
      onEvents: async (events) => {
        sizes.push(events.length);
        seen.push(...events.map((event) => event.revision));
        if (seen.length === total) done();
      },
    });
    await all;
    await subscription.close();
    expect(sizes).toEqual([SUBSCRIPTION_BATCH, SUBSCRIPTION_BATCH, 200]);
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it('reports a failing subscriber through onError and stops', async () => {
    const { store } = open(tempDbPath());
    await store.append('operation-1', [ev('A')], 'no_stream');
    const failure = new Error('projection failed');
    let calls = 0;
    let reported: (error: unknown) => void = () => undefined;
    const error = new Promise<unknown>((resolve) => (reported = resolve));
    const subscription = store.subscribeToAll({
      onEvents: async () => {
        calls += 1;
        throw failure;
      },
      onError: reported,
    });
    expect(await error).toBe(failure);
    await store.append('operation-1', [ev('B')], 0);
    await subscription.close();
    expect(calls).toBe(1);
  });
});

describe('SQLite event store in group commit', () => {
  const open = (sync?: (handle: FileHandle) => Promise<void>) => {
    const file = tempDbPath();
    const db = openEmbeddedDatabase(file, 'NORMAL');
    const wal = `${file}-wal`;
    return { db, store: createSqliteEventStore(db, { walFile: wal, ...(sync ? { sync } : {}) }) };
  };
  /** A sync held until released: what the disk would be doing meanwhile. */
  const heldSync = () => {
    const calls: (() => void)[] = [];
    const sync = (handle: FileHandle) =>
      new Promise<void>((resolve, reject) => {
        calls.push(() => {
          handle.datasync().then(resolve, reject);
        });
      });
    const releaseAll = () => calls.splice(0).forEach((release) => release());
    return { sync, calls, releaseAll };
  };

  it('shares one sync among the appends committed while another ran: each answered, a refused one alone', async () => {
    const held = heldSync();
    const { db, store } = open(held.sync);
    const seeded = store.append('s-0', [ev('Seeded')], 'no_stream');
    await until(() => held.calls.length === 1);
    const appends = Array.from({ length: 50 }, (_, i) => store.append(`s-${i + 1}`, [ev('A', { i }), ev('B', { i })], 'no_stream'));
    await expect(store.append('s-0', [ev('Late')], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    held.releaseAll();
    await seeded;
    // The 50 appends committed during the first sync: one more sync makes all of them durable.
    await until(() => held.calls.length === 1);
    held.releaseAll();
    const results = await Promise.all(appends);
    expect(results.map((r) => r.nextRevision)).toEqual(Array.from({ length: 50 }, () => 1));
    expect((await store.readAll(undefined, 1_000)).length).toBe(101);
    expect(held.calls).toEqual([]);
    await store.close();
    db.close();
  });

  it('answers an append only once synced, while its stream already reads it; followers see it only once durable', async () => {
    const held = heldSync();
    const { db, store } = open(held.sync);
    const { received, subscription } = firstBatch(store);
    let answered = false;
    let committedAt: bigint | undefined;
    const append = store
      .append('once', [ev('Once')], 'no_stream', { onCommitted: (result) => (committedAt = result.position) })
      .then((r) => {
        answered = true;
        return r;
      });
    await until(() => held.calls.length === 1);
    expect(committedAt).toBe(1n);
    expect((await store.readStream('once')).map((e) => e.type)).toEqual(['Once']);
    expect(await store.readAll(undefined, 10)).toEqual([]);
    expect(answered).toBe(false);
    held.releaseAll();
    expect((await append).position).toBe(1n);
    expect((await received).map((e) => e.type)).toEqual(['Once']);
    await subscription.close();
    await store.close();
    db.close();
  });

  it('waits for the sync before answering a replay of a write still unsynced', async () => {
    const held = heldSync();
    const { db, store } = open(held.sync);
    const event = { ...ev('Once'), id: '0193d7a6-0000-7000-8000-000000000001' };
    const first = store.append('once', [event], 'no_stream');
    let replayAnswered = false;
    const replay = store.append('once', [event], 'no_stream').then((r) => {
      replayAnswered = true;
      return r;
    });
    await until(() => held.calls.length === 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(replayAnswered).toBe(false);
    held.releaseAll();
    await until(() => held.calls.length === 1 || replayAnswered);
    held.releaseAll();
    expect(await replay).toEqual(await first);
    await store.close();
    db.close();
  });

  it('refuses the appends a failed sync covered, and shows followers nothing of them', async () => {
    let fail = true;
    const { db, store } = open(async (handle) => {
      if (fail) throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
      await handle.datasync();
    });
    await expect(store.append('lost', [ev('A')], 'no_stream')).rejects.toThrow('EIO');
    expect(await store.readAll(undefined, 10)).toEqual([]);
    fail = false;
    await store.append('kept', [ev('B')], 'no_stream');
    expect((await store.readAll(undefined, 10)).map((e) => e.type)).toEqual(['A', 'B']);
    await store.close();
    db.close();
  });

  it('opens the log file again for the next sync after an open failed', async () => {
    const file = tempDbPath();
    const db = openEmbeddedDatabase(file, 'NORMAL');
    const walFile = `${file}-not-yet`;
    const store = createSqliteEventStore(db, { walFile });
    await expect(store.append('first', [ev('A')], 'no_stream')).rejects.toMatchObject({ code: 'ENOENT' });
    writeFileSync(walFile, '');
    await store.append('second', [ev('B')], 'no_stream');
    expect((await store.readAll(undefined, 10)).map((e) => e.type)).toEqual(['A', 'B']);
    await store.close();
    db.close();
  });

  it("commits with synchronous NORMAL: the fsync is the store's own, after COMMIT", () => {
    const { db } = open();
    expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 1 });
    db.close();
  });
});
