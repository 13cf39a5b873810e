import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openEmbeddedDatabase } from '../sqlite/database.ts';
import type { Doc, ReadStore, WriteOp } from './port.ts';
import { createSqliteReadStore } from './sqlite.ts';

const THINGS = 'things';
const CODES = 'codes';
const put = (collection: string, doc: Doc): WriteOp => ({ kind: 'put', collection, doc });

/** What a connection of its own reads from the file: only what was committed. */
const committedIds = (path: string, collection: string): string[] => {
  const db = openEmbeddedDatabase(path, 'NORMAL');
  try {
    return db
      .prepare(`SELECT id FROM rm_${collection} ORDER BY id`)
      .all()
      .map((row) => String(row['id']));
  } finally {
    db.close();
  }
};

describe('SQLite read store bulk mode (a rebuild writing on a thread of its own)', () => {
  let dir: string;
  let path: string;
  let db: DatabaseSync;
  let store: ReadStore;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'readstore-bulk-'));
    path = join(dir, 'ftr.sqlite');
    db = openEmbeddedDatabase(path, 'NORMAL');
    store = createSqliteReadStore(db);
    await store.ensureCollections([
      { name: THINGS, indexes: [] },
      { name: CODES, indexes: [{ fields: ['code'], unique: true }] },
    ]);
  });
  afterEach(async () => {
    await store.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the batches handed over before they commit, and commits every one of them in order', async () => {
    await store.put(THINGS, { _id: 'kept', n: 0 });
    const bulk = await store.bulkLoad!();
    await store.apply([put(THINGS, { _id: 'a', n: 1 }), put(THINGS, { _id: 'b', n: 1 })]);
    await store.apply([put(THINGS, { _id: 'a', n: 2 }), { kind: 'delete', collection: THINGS, id: 'b' }]);
    // Whether or not the second batch has committed yet, reads see what it wrote.
    const seen = await store.getMany(THINGS, ['a', 'b', 'kept', 'missing']);
    expect([...seen.keys()].sort()).toEqual(['a', 'kept']);
    expect(seen.get('a')).toEqual({ _id: 'a', n: 2 });
    expect(await store.get(THINGS, 'b')).toBeNull();
    await bulk.finish();
    expect(committedIds(path, THINGS)).toEqual(['a', 'kept']);
    expect(await store.get(THINGS, 'a')).toEqual({ _id: 'a', n: 2 });
  });

  it('queries and single writes wait for the batches handed over', async () => {
    const bulk = await store.bulkLoad!();
    await store.apply([put(THINGS, { _id: 'a', n: 1 })]);
    await store.apply([put(THINGS, { _id: 'b', n: 1 })]);
    expect(await store.count(THINGS)).toBe(2);
    await store.put(THINGS, { _id: 'c', n: 1 });
    await bulk.finish();
    expect(committedIds(path, THINGS)).toEqual(['a', 'b', 'c']);
  });

  it('fails for good once a batch is refused: nothing after it commits', async () => {
    const bulk = await store.bulkLoad!();
    await store.apply([put(CODES, { _id: 'x', code: 'A' })]);
    // A unique index refuses the second document: its batch is not committed.
    await store.apply([put(CODES, { _id: 'y', code: 'A' })]);
    await expect(bulk.failed).rejects.toThrow(/not committed/);
    await expect(store.apply([put(THINGS, { _id: 'later', n: 1 })])).rejects.toThrow(/not committed/);
    await expect(bulk.finish()).rejects.toThrow(/not committed/);
    expect(committedIds(path, CODES)).toEqual(['x']);
    expect(committedIds(path, THINGS)).toEqual([]);
  });

  it('is refused while one is under way, and writes on the caller thread for an in-memory database', async () => {
    const bulk = await store.bulkLoad!();
    await expect(store.bulkLoad!()).rejects.toThrow(/already under way/);
    await bulk.finish();

    const memory = openEmbeddedDatabase(':memory:');
    const inMemory = createSqliteReadStore(memory);
    await inMemory.ensureCollections([{ name: THINGS, indexes: [] }]);
    const none = await inMemory.bulkLoad!();
    await inMemory.apply([put(THINGS, { _id: 'a', n: 1 })]);
    expect(await inMemory.count(THINGS)).toBe(1);
    await none.finish();
    memory.close();
  });
});
