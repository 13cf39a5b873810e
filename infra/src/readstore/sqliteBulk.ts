import { Worker } from 'node:worker_threads';
import type { BulkData, BulkReply, BulkRequest, BulkRow } from './sqliteBulkThread.ts';

const threadUrl = new URL('./sqliteBulkThread.ts', import.meta.url);

/** A write handed to the thread and not yet known to be committed: its JSON text (null: deleted) and batch. */
interface InFlight {
  json: string | null;
  seq: number;
}

/**
 * The main thread's side of a rebuild's writer thread (sqliteBulkThread.ts). `write` hands a batch over and
 * resolves once the batch before it has committed, so one batch commits while the next one is folded. Until a
 * batch is committed its documents are answered from here (`lookup`), as the file would answer once it is:
 * the next batch reads what the last one wrote. The first failure is final: every later write and `drain`
 * fail with it and `failed` rejects, so no batch after a lost one is ever committed.
 */
export const createSqliteBulkWriter = (file: string) => {
  const inFlight = new Map<string, Map<string, InFlight>>();
  const rowsOf = new Map<number, BulkRow[]>();
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let seq = 0;
  let committed = 0;
  let failure: Error | undefined;
  let announce: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    announce = reject;
  });
  failed.catch(() => undefined); // observed through write, drain and the rebuild's race, not as an unhandled rejection

  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    announce(error);
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const settle = (reply: BulkReply) => {
    if (!reply.ok) {
      const { message, code, errcode } = reply;
      fail(Object.assign(new Error(`read-model batch not committed: ${message}`), code === undefined ? {} : { code, errcode }));
      return;
    }
    committed = reply.seq;
    for (const [table, id] of rowsOf.get(reply.seq) ?? []) {
      const ids = inFlight.get(table);
      if (ids?.get(id)?.seq === reply.seq) ids.delete(id);
    }
    rowsOf.delete(reply.seq);
    for (const [at, { resolve }] of waiting) {
      if (at > committed) continue;
      waiting.delete(at);
      resolve();
    }
  };
  const data: BulkData = { file };
  const worker = new Worker(threadUrl, { workerData: data });
  worker.on('message', settle);
  worker.on('error', (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
  worker.on('exit', (code) => fail(new Error(`the read models' writer thread exited (${code})`)));

  /** Resolves once batch `at` and every batch before it have committed. */
  const committedUpTo = (at: number): Promise<void> => {
    if (failure) return Promise.reject(failure);
    if (at <= committed) return Promise.resolve();
    return new Promise((resolve, reject) => waiting.set(at, { resolve, reject }));
  };

  return {
    failed,
    /** The document as the batches handed over leave it: JSON text, null when deleted, undefined when not among them. */
    lookup: (table: string, id: string): string | null | undefined => inFlight.get(table)?.get(id)?.json,
    async write(rows: BulkRow[]): Promise<void> {
      if (failure) throw failure;
      const request: BulkRequest = { seq: ++seq, rows };
      for (const [table, id, json] of rows) {
        let ids = inFlight.get(table);
        if (!ids) {
          ids = new Map();
          inFlight.set(table, ids);
        }
        ids.set(id, { json, seq: request.seq });
      }
      rowsOf.set(request.seq, rows);
      worker.postMessage(request);
      await committedUpTo(request.seq - 1);
    },
    /** Resolves once every batch handed over has committed. */
    drain: (): Promise<void> => committedUpTo(seq),
    /** Waits for the batches under way (failing with the first failure), then stops the thread. */
    async close(): Promise<void> {
      try {
        await committedUpTo(seq);
      } finally {
        worker.removeAllListeners('exit');
        await worker.terminate();
      }
    },
  };
};

export type SqliteBulkWriter = ReturnType<typeof createSqliteBulkWriter>;
