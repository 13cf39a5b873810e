import { randomUUID } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Submission } from './submissions.ts';

/** A row as the event log stores it, serialised beforehand: a raw baseline pays only for SQLite. */
export interface RawRow {
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

const COLUMNS = `id TEXT NOT NULL, stream TEXT NOT NULL, revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL`;

/** The baseline of the append figure: a plain table, rowid key only. */
export const PLAIN_SCHEMA = `CREATE TABLE raw_rows (seq INTEGER PRIMARY KEY, ${COLUMNS})`;
/** Diagnosis: the event log's own keys (infra/src/eventstore/sqlite.ts), without the adapter. */
export const EVENT_LOG_SCHEMA = `CREATE TABLE raw_rows (seq INTEGER PRIMARY KEY AUTOINCREMENT, ${COLUMNS.replace('id TEXT NOT NULL', 'id TEXT NOT NULL UNIQUE')}, UNIQUE (stream, revision))`;

export const toRawRows = (submission: Submission): RawRow[] =>
  submission.events.map((event, revision) => ({
    id: randomUUID(),
    stream: submission.stream,
    revision,
    type: event.type,
    data: JSON.stringify(event.data),
    metadata: JSON.stringify(event.metadata),
  }));

export const rowBytes = (row: RawRow): number =>
  row.id.length + row.stream.length + row.type.length + row.data.length + row.metadata.length + 8;

/** Inserts each batch in its own transaction with one prepared statement; returns elapsed ms. */
export const rawInserter = (db: DatabaseSync, schema: string): ((batches: RawRow[][]) => number) => {
  db.exec(schema);
  const insert: StatementSync = db.prepare('INSERT INTO raw_rows (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  return (batches) => {
    const started = performance.now();
    for (const rows of batches) {
      db.exec('BEGIN');
      for (const row of rows) insert.run(row.id, row.stream, row.revision, row.type, row.data, row.metadata);
      db.exec('COMMIT');
    }
    return performance.now() - started;
  };
};
