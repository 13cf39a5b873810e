// The event log's writer thread: it owns a connection of its own to the store's file and commits the appends
// sent to it, so the fsync of synchronous=FULL blocks this thread, never the server's event loop. Appends that
// arrive while a commit is under way go together in the next transaction, one SAVEPOINT each (a refused one
// is rolled back alone), and share its fsync: group commit.
import { parentPort, workerData } from 'node:worker_threads';
import { BUSY_TIMEOUT_MS, isBusy, openEmbeddedDatabase } from '../sqlite/database.ts';
import { WrongExpectedRevisionError, type ExpectedRevision } from './port.ts';
import { createAppender, type Appended, type PreparedEvent } from './sqliteAppend.ts';

export interface AppendRequest {
  seq: number;
  stream: string;
  events: PreparedEvent[];
  expected: ExpectedRevision;
}

export type AppendReply =
  | { seq: number; ok: true; result: Appended }
  | { seq: number; ok: false; wrongRevision: { stream: string; expected: ExpectedRevision; actual: number | 'no_stream' } }
  /** Any other failure; a SQLite error keeps its code and errcode (a busy file answers 503, not 500). */
  | { seq: number; ok: false; message: string; code?: string; errcode?: number };

export interface WriterData {
  file: string;
}

const sqliteCodes = (error: unknown): { code?: string; errcode?: number } => {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  return typeof code === 'string' && typeof errcode === 'number' ? { code, errcode } : {};
};

const replyOf = (seq: number, error: unknown): AppendReply =>
  error instanceof WrongExpectedRevisionError
    ? { seq, ok: false, wrongRevision: { stream: error.stream, expected: error.expected, actual: error.actual } }
    : { seq, ok: false, message: error instanceof Error ? error.message : String(error), ...sqliteCodes(error) };

const pause = new Int32Array(new SharedArrayBuffer(4));
/** Between tries for the write lock: the read models' commits on the loop hold it for a fraction of a millisecond. */
const STEP_MS = 0.2;

/**
 * BEGIN IMMEDIATE, waiting for the file's write lock in short steps on this thread (SQLite's own busy handler
 * sleeps 1, 2, 5, 10 … ms, far longer than the projector's commits it waits for); busy after the busy timeout.
 */
const begin = (db: ReturnType<typeof openEmbeddedDatabase>): void => {
  const deadline = performance.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      db.exec('BEGIN IMMEDIATE');
      return;
    } catch (error) {
      if (!isBusy(error) || performance.now() >= deadline) throw error;
    }
    Atomics.wait(pause, 0, 0, STEP_MS);
  }
};

/** Commits one group of appends in one transaction; answers each. */
const commitGroup = (db: ReturnType<typeof openEmbeddedDatabase>, append: ReturnType<typeof createAppender>, group: AppendRequest[]) => {
  const replies: AppendReply[] = [];
  try {
    begin(db);
    for (const request of group) {
      db.exec('SAVEPOINT one');
      try {
        replies.push({ seq: request.seq, ok: true, result: append(request.stream, request.events, request.expected) });
        db.exec('RELEASE one');
      } catch (error) {
        db.exec('ROLLBACK TO one');
        db.exec('RELEASE one');
        replies.push(replyOf(request.seq, error));
      }
    }
    db.exec('COMMIT');
    return replies;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    return group.map((request) => replyOf(request.seq, error));
  }
};

const start = (port: NonNullable<typeof parentPort>, { file }: WriterData) => {
  const db = openEmbeddedDatabase(file, 'FULL');
  db.exec('PRAGMA busy_timeout = 0'); // begin() waits for the write lock itself
  const append = createAppender(db);
  let queue: AppendRequest[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const group = queue;
    queue = [];
    port.postMessage(commitGroup(db, append, group));
  };
  port.on('message', (request: AppendRequest) => {
    queue.push(request);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  });
};

if (parentPort) start(parentPort, workerData as WriterData);
