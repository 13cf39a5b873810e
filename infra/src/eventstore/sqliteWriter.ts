import { Worker } from 'node:worker_threads';
import { WrongExpectedRevisionError, type ExpectedRevision } from './port.ts';
import type { Appended, PreparedEvent } from './sqliteAppend.ts';
import type { AppendReply, AppendRequest, WriterData } from './sqliteWriterThread.ts';

const threadUrl = new URL('./sqliteWriterThread.ts', import.meta.url);

interface Pending {
  resolve: (result: Appended) => void;
  reject: (error: Error) => void;
}

/**
 * The event log's appends sent to a writer thread on the same database file (sqliteWriterThread.ts). The
 * thread starts with the store, holds the process open only while appends wait for it, and is started again
 * should it die (the appends it held fail; their writers retry like any failed append).
 */
export const createSqliteWriter = (file: string) => {
  const pending = new Map<number, Pending>();
  let seq = 0;
  let worker: Worker | undefined;
  let drained: (() => void)[] = [];
  const ifDrained = () => {
    if (pending.size > 0) return;
    worker?.unref();
    const waiters = drained;
    drained = [];
    waiters.forEach((wake) => wake());
  };

  const settle = (reply: AppendReply) => {
    const waiting = pending.get(reply.seq);
    if (!waiting) return;
    pending.delete(reply.seq);
    ifDrained();
    if (reply.ok) waiting.resolve(reply.result);
    else if ('wrongRevision' in reply) {
      const { stream, expected, actual } = reply.wrongRevision;
      waiting.reject(new WrongExpectedRevisionError(stream, expected, actual));
    } else {
      const { message, code, errcode } = reply;
      waiting.reject(Object.assign(new Error(message), code === undefined ? {} : { code, errcode }));
    }
  };
  const failAll = (error: Error) => {
    worker = undefined;
    const waiting = [...pending.values()];
    pending.clear();
    for (const { reject } of waiting) reject(error);
    ifDrained();
  };
  const thread = (): Worker => {
    if (worker) return worker;
    const data: WriterData = { file };
    const started = new Worker(threadUrl, { workerData: data });
    started.on('message', (replies: AppendReply[]) => replies.forEach(settle));
    started.on('error', (error: unknown) => failAll(error instanceof Error ? error : new Error(String(error))));
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`the event log's writer thread exited (${code})`));
    });
    worker = started;
    return started;
  };

  // Started at once, so its start-up overlaps the server's own rather than delaying the first append.
  thread().unref();

  return {
    append: (stream: string, events: PreparedEvent[], expected: ExpectedRevision): Promise<Appended> =>
      new Promise((resolve, reject) => {
        const request: AppendRequest = { seq: ++seq, stream, events, expected };
        const target = thread();
        pending.set(request.seq, { resolve, reject });
        target.ref();
        target.postMessage(request);
      }),
    /** Waits for the appends under way, then stops the thread. */
    close: async (): Promise<void> => {
      const stopping = worker;
      if (!stopping) return;
      if (pending.size > 0) await new Promise<void>((resolve) => drained.push(resolve));
      worker = undefined;
      await stopping.terminate();
    },
  };
};
