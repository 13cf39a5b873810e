// Runs exports off the API's event loop on worker threads (exportWorker.ts): at most MAX_CONCURRENT_EXPORTS
// at once (the rest wait their turn); a worker that finished is kept for the next export (loading the
// modules and opening the store cost about a second), one that was cancelled is terminated.
import { rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { ExportJob, ExportOutcome } from './export.ts';
import { TooWideError } from './export.ts';
import type { ExportOwner } from './queueProtocol.ts';
import type { OutputStore, WorkerReply, WorkerStart } from './workerProtocol.ts';

export type { ExportOwner, OutputStore };

export class ExportCancelledError extends Error {
  constructor() {
    super('export cancelled');
  }
}

export interface ExportRunner {
  /** Writes job.path; rejects with ExportCancelledError when `signal` aborts first (and removes the file). */
  run(job: ExportJob, onProgress: (done: number, total: number) => void, signal: AbortSignal, owner?: ExportOwner): Promise<ExportOutcome>;
  /**
   * Cancels the owner's run wherever it runs (the queue's workers, for a cancel that reached another API
   * process); false when none is running. Absent: runs are this process's own (cancelled by `signal`).
   */
  cancel?(owner: ExportOwner): Promise<boolean>;
  /** Starts a worker ahead of an export (the grabber's page is read before its Export); no-op when one waits. */
  warm(): void;
  /** Stops the workers (the process is closing). */
  close(): Promise<void>;
}

/** Exports running at once; the machine's cores are shared with the API and the projector. */
export const MAX_CONCURRENT_EXPORTS = 2;
/** A worker's old generation: the export streams, so a small heap keeps the process's memory down. */
const WORKER_HEAP_MB = 256;
/**
 * Its young generation: left to V8, a worker's grew to 128 MB (the scale bench's 438,000-value export); an
 * export's objects are short-lived rows, and 32 MB cost it no time measurably (docs/performance.md, "Scale").
 */
const WORKER_YOUNG_MB = 32;
/** An idle worker is stopped after this long (it holds its own connection and some memory). */
const IDLE_MS = 5 * 60_000;

const workerUrl = new URL('./exportWorker.ts', import.meta.url);

/** One export on `worker` (terminated when cancelled). */
const runOn = (worker: Worker, job: ExportJob, onProgress: (done: number, total: number) => void, signal: AbortSignal) =>
  new Promise<ExportOutcome>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', abort);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      outcome();
    };
    // The file goes once the thread has stopped: removed while it still ran, its last write could bring it back.
    const abort = () =>
      finish(() => {
        void worker
          .terminate()
          .catch(() => undefined)
          .then(() => {
            rmSync(job.path, { force: true });
            reject(new ExportCancelledError());
          });
      });
    const onMessage = (message: WorkerReply) => {
      switch (message.kind) {
        case 'progress':
          onProgress(message.done, message.total);
          return;
        case 'done':
          finish(() => resolve(message.outcome));
          return;
        case 'tooWide':
          finish(() => reject(new TooWideError(message.limit)));
          return;
        case 'failed':
          finish(() => reject(new Error(message.error)));
          return;
      }
    };
    const onError = (error: Error) => finish(() => reject(error));
    const onExit = (code: number) => finish(() => reject(new Error(`export worker exited (${code}) before it finished`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    signal.addEventListener('abort', abort, { once: true });
    if (signal.aborted) abort();
    else worker.postMessage(job);
  });

export const workerExportRunner = (store: OutputStore): ExportRunner => {
  const start: WorkerStart = { store };
  const idle: Worker[] = [];
  const all = new Set<Worker>();
  let running = 0;
  const waiting: (() => void)[] = [];

  const timers = new Map<Worker, NodeJS.Timeout>();
  const spawn = () => {
    const worker = new Worker(workerUrl, {
      workerData: start,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
    all.add(worker);
    worker.once('exit', () => {
      all.delete(worker);
      clearTimeout(timers.get(worker));
      timers.delete(worker);
      const i = idle.indexOf(worker);
      if (i >= 0) idle.splice(i, 1);
    });
    return worker;
  };
  /** Keeps a worker for the next export, without holding the process open, until it has idled IDLE_MS. */
  const park = (worker: Worker) => {
    worker.unref();
    idle.push(worker);
    const timer = setTimeout(() => void worker.terminate(), IDLE_MS);
    timer.unref();
    timers.set(worker, timer);
  };
  const take = () => {
    const worker = idle.pop() ?? spawn();
    clearTimeout(timers.get(worker));
    timers.delete(worker);
    worker.ref();
    return worker;
  };
  const slot = async (signal: AbortSignal) => {
    if (running < MAX_CONCURRENT_EXPORTS) {
      running += 1;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        signal.removeEventListener('abort', stop);
        running += 1;
        resolve();
      };
      const stop = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(new ExportCancelledError());
      };
      waiting.push(go);
      signal.addEventListener('abort', stop, { once: true });
    });
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return {
    async run(job, onProgress, signal) {
      await slot(signal);
      const worker = take();
      try {
        const outcome = await runOn(worker, job, onProgress, signal);
        park(worker);
        return outcome;
      } catch (error) {
        // A refused export (too wide) leaves its worker fit for the next; any other failure ends it.
        if (error instanceof TooWideError) park(worker);
        else void worker.terminate();
        throw error;
      } finally {
        release();
      }
    },
    warm() {
      if (idle.length === 0 && running === 0 && all.size === 0) park(spawn());
    },
    async close() {
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
  };
};
