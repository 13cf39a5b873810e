// A rebuild's read-model writer thread: it owns a connection of its own to the store's file and commits each
// batch sent to it (documents already serialised, the batch's checkpoint among them) in one transaction, so the
// B-tree inserts, the commit and the WAL checkpoints run beside the main thread's folding of the next batch.
import { parentPort, workerData } from 'node:worker_threads';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { inTransaction, openEmbeddedDatabase } from '../sqlite/database.ts';

/** One write: the table, the document id, and its JSON text (null: delete the document). */
export type BulkRow = [table: string, id: string, json: string | null];

export interface BulkRequest {
  seq: number;
  rows: BulkRow[];
}

/** A batch committed, or the reason it was not (a SQLite error keeps its code and errcode). */
export type BulkReply = { seq: number; ok: true } | { seq: number; ok: false; message: string; code?: string; errcode?: number };

export interface BulkData {
  file: string;
}

const sqliteCodes = (error: unknown): { code?: string; errcode?: number } => {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  return typeof code === 'string' && typeof errcode === 'number' ? { code, errcode } : {};
};

const writerOf = (db: DatabaseSync) => {
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  // The same upsert as the read store's own (sqlite.ts): on the primary key only, so a unique index refuses a clash.
  return ([table, id, json]: BulkRow): void => {
    if (json === null) prepared(`DELETE FROM ${table} WHERE id = ?`).run(id);
    else prepared(`INSERT INTO ${table} (id, doc) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc`).run(id, json);
  };
};

const start = (port: NonNullable<typeof parentPort>, { file }: BulkData) => {
  // NORMAL, as the read models' connection in production: no setting here weakens the file's durability.
  const db = openEmbeddedDatabase(file, 'NORMAL');
  const write = writerOf(db);
  // After a failed batch nothing more is committed: a later batch's checkpoint would claim the lost one's events.
  let refused: BulkReply | undefined;
  port.on('message', ({ seq, rows }: BulkRequest) => {
    if (refused) {
      port.postMessage({ ...refused, seq });
      return;
    }
    let reply: BulkReply;
    try {
      inTransaction(db, () => rows.forEach(write));
      reply = { seq, ok: true };
    } catch (error) {
      reply = { seq, ok: false, message: error instanceof Error ? error.message : String(error), ...sqliteCodes(error) };
      refused = reply;
    }
    port.postMessage(reply);
  });
};

if (parentPort) start(parentPort, workerData as BulkData);
