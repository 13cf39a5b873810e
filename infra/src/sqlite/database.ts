import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Opens the embedded database (event log and read models in one file, one connection).
 * WAL for concurrent readers, synchronous=FULL so an acknowledged append survives a kill -9
 * or power loss. Every write transaction in this codebase is synchronous (BEGIN..COMMIT with no
 * await in between), so one connection is safe in one process.
 */
export const openEmbeddedDatabase = (path: string): DatabaseSync => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA busy_timeout = 5000');
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
