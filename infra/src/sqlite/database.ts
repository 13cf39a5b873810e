import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';

export type Durability = 'FULL' | 'NORMAL';

/** How long a write waits for the file's write lock (held by another connection) before it fails busy. */
export const BUSY_TIMEOUT_MS = 5_000;
/** SQLite's SQLITE_BUSY and SQLITE_LOCKED. */
const BUSY_CODES = new Set([5, 6]);
export const isBusy = (error: unknown): boolean => {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  return code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && BUSY_CODES.has(errcode);
};

/**
 * Opens a connection to the embedded database (event log and read models in one file). WAL for
 * concurrent readers. An acknowledged append survives a kill -9 or a power loss: the event log's
 * connection either uses synchronous=FULL (an fsync inside each COMMIT) or NORMAL with the store's own
 * group sync of the WAL before it answers (eventstore/sqliteSync.ts). The read models' connection uses
 * NORMAL (no corruption in WAL mode; a power loss can only undo the last read-model commits, and their
 * checkpoint with them, so the projector replays them). Every write transaction in this codebase is
 * synchronous (BEGIN.. COMMIT with no await in between). Another process may hold the file's write lock
 * (a rebuild, a second service on the same data folder), so the read models' writes take it with
 * `whenWritable` (waiting without blocking the loop).
 */
export const openEmbeddedDatabase = (path: string, durability: Durability = 'FULL'): DatabaseSync => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(`PRAGMA synchronous = ${durability}`);
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.exec('PRAGMA cache_size = -65536'); // 64 MiB page cache per connection
  db.exec('PRAGMA mmap_size = 268435456'); // reads through a 256 MiB memory map
  db.exec('PRAGMA foreign_keys = ON');
  return db;
};

/** Runs `work` in the transaction just begun: committed if it returns, rolled back if it throws. */
const committed = <T>(db: DatabaseSync, work: () => T): T => {
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
};

/** Runs `work` in one IMMEDIATE transaction; `work` must be synchronous. */
export const inTransaction = <T>(db: DatabaseSync, work: () => T): T => {
  db.exec('BEGIN IMMEDIATE');
  return committed(db, work);
};

/** BEGIN IMMEDIATE that fails at once (busy) instead of sleeping in SQLite's busy handler on this thread. */
const beginNow = (db: DatabaseSync): void => {
  db.exec('PRAGMA busy_timeout = 0');
  try {
    db.exec('BEGIN IMMEDIATE');
  } finally {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
};

/**
 * Runs `work` (synchronous) in one IMMEDIATE transaction, like inTransaction, but while another connection
 * holds the file's write lock (another process on the same file, during its commit) it waits on a
 * timer rather than in SQLite's busy handler, which would block this thread's event loop; it still fails
 * busy after the busy timeout. Free at once (the common case), it runs without waiting a turn.
 */
export const whenWritable = async <T>(db: DatabaseSync, work: () => T): Promise<T> => {
  const deadline = performance.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      beginNow(db);
      break;
    } catch (error) {
      if (!isBusy(error) || performance.now() >= deadline) throw error;
    }
    await sleep(1);
  }
  return committed(db, work);
};
