import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export type Durability = 'FULL' | 'NORMAL';

/**
 * Opens a connection to the embedded database (event log and read models in one file). WAL for
 * concurrent readers. The event log's connection uses synchronous=FULL, so an acknowledged append
 * survives a kill -9 or a power loss; the read models' connection may use NORMAL (no corruption in
 * WAL mode; a power loss can only undo the last read-model commits, and their checkpoint with them,
 * so the projector replays them). Every write transaction in this codebase is synchronous (BEGIN..
 * COMMIT with no await in between), so two connections in one process never wait on each other.
 */
export const openEmbeddedDatabase = (path: string, durability: Durability = 'FULL'): DatabaseSync => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(`PRAGMA synchronous = ${durability}`);
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA cache_size = -65536'); // 64 MiB page cache per connection
  db.exec('PRAGMA mmap_size = 268435456'); // reads through a 256 MiB memory map
  db.exec('PRAGMA foreign_keys = ON');
  return db;
};

/** Runs `work` in one IMMEDIATE transaction; `work` must be synchronous. */
export const inTransaction = <T>(db: DatabaseSync, work: () => T): T => {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
};
