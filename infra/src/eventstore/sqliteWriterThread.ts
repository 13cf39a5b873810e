// The event log's writer thread: it owns a connection of its own to the store's file and commits the appends
// sent to it, so the fsync of synchronous=FULL blocks this thread, never the server's event loop. Appends that
// arrive while a commit is under way go together in the next transaction, one SAVEPOINT each (a refused one
// is rolled back alone), and share its fsync: group commit.
import { parentPort, workerData } from 'node:worker_threads';
import { openEmbeddedDatabase } from '../sqlite/database.ts';
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
  | { seq: number; ok: false; message: string };

export interface WriterData {
  file: string;
}

const replyOf = (seq: number, error: unknown): AppendReply =>
  error instanceof WrongExpectedRevisionError
    ? { seq, ok: false, wrongRevision: { stream: error.stream, expected: error.expected, actual: error.actual } }
    : { seq, ok: false, message: error instanceof Error ? error.message : String(error) };

/** Commits one group of appends in one transaction; answers each. */
const commitGroup = (db: ReturnType<typeof openEmbeddedDatabase>, append: ReturnType<typeof createAppender>, group: AppendRequest[]) => {
  const replies: AppendReply[] = [];
  db.exec('BEGIN IMMEDIATE');
  try {
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
