// Exports in the distributed mode (docs/reportOutputs.md): the API process enqueues each
// export on BullMQ and awaits it; an export worker (queueWorker.ts, the exports role) runs it on its
// worker threads. Progress comes back as the job's progress, the file through Redis (exportFiles.ts), and
// a cancel goes to the worker as a queue event. The HTTP answer is the same as in the embedded mode.
import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, QueueEventsProducer } from 'bullmq';
import { TooWideError } from './export.ts';
import { exportFiles } from './exportFiles.ts';
import {
  CANCEL_EVENT,
  CANCELLED_REASON,
  EVENTS_KEPT,
  EXPORT_QUEUE,
  isProgressData,
  type ExportJobData,
  type ExportJobResult,
  type ExportOwner,
} from './queueProtocol.ts';
import { ExportCancelledError, type ExportRunner } from './runner.ts';

const HOUR_S = 3600;

/** What this process waits for on a job it enqueued. */
interface Waiter {
  progress(done: number, total: number): void;
  completed(result: ExportJobResult): void;
  failed(reason: string): void;
}

const noop = () => undefined;

export const queueExportRunner = async (
  url: string,
  name: string = EXPORT_QUEUE,
  logger?: { error(o: object, m?: string): void },
): Promise<ExportRunner> => {
  const connection = { url };
  const queue = new Queue<ExportJobData, ExportJobResult>(name, {
    connection,
    // An export is interactive: not retried after a failure; a worker that dies mid-run hands it on as a
    // stalled job (STALLED_JOBS), and the run that completes it names its file.
    defaultJobOptions: { attempts: 1, removeOnComplete: { age: HOUR_S }, removeOnFail: { age: 24 * HOUR_S } },
  });
  const events = new QueueEvents(name, { connection });
  const producer = new QueueEventsProducer(name, { connection });
  const files = exportFiles(url, name);
  events.on('error', (err) => logger?.error({ err }, 'export queue events error'));
  const waiters = new Map<string, Waiter>();
  events.on('progress', ({ jobId, data }) => {
    if (isProgressData(data)) waiters.get(jobId)?.progress(data.done, data.total);
  });
  events.on('completed', ({ jobId, returnvalue }) => waiters.get(jobId)?.completed(returnvalue as unknown as ExportJobResult));
  events.on('failed', ({ jobId, failedReason }) => waiters.get(jobId)?.failed(failedReason));
  // Events are read from the moment the reader is connected: before any job is added.
  await events.waitUntilReady();

  /** The marker covers a job not yet started (its worker checks it first), the event one that runs. */
  const requestCancel = async (jobId: string) => {
    await files.markCancelled(jobId);
    await producer.publishEvent({ eventName: CANCEL_EVENT, jobId }, EVENTS_KEPT);
  };
  /** A job this process stopped waiting for: its file, should it still finish, is removed. */
  const abandon = (jobId: string) => {
    waiters.set(jobId, {
      progress: noop,
      completed: (result) => {
        waiters.delete(jobId);
        if (result.kind === 'done') void files.remove(result.file).catch(noop);
      },
      failed: () => waiters.delete(jobId),
    });
    requestCancel(jobId).catch((err: unknown) => logger?.error({ err, jobId }, 'export cancel not sent'));
  };

  return {
    async run(job, onProgress, signal, owner) {
      if (signal.aborted) throw new ExportCancelledError();
      const { path, ...rest } = job;
      const jobId = randomUUID();
      const finished = new Promise<ExportJobResult>((resolve, reject) => {
        waiters.set(jobId, {
          progress: onProgress,
          completed: resolve,
          failed: (reason) => reject(reason === CANCELLED_REASON ? new ExportCancelledError() : new Error(`export job failed: ${reason}`)),
        });
      });
      finished.catch(noop); // awaited below unless the requester cancels first
      // The requester cancelled (here): this process stops waiting at once and tells the worker.
      const requester = { cancelled: false };
      let onAbort: () => void = noop;
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => {
          requester.cancelled = true;
          reject(new ExportCancelledError());
        };
        signal.addEventListener('abort', onAbort, { once: true });
      });
      aborted.catch(noop);
      let result: ExportJobResult;
      try {
        await queue.add('export', { job: rest, owner: owner ?? null }, { jobId });
        result = await Promise.race([finished, aborted]);
      } catch (error) {
        if (requester.cancelled) abandon(jobId);
        else waiters.delete(jobId);
        throw error;
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
      waiters.delete(jobId);
      if (result.kind === 'tooWide') throw new TooWideError(result.limit);
      await files.take(result.file, path);
      return result.outcome;
    },
    async cancel(owner: ExportOwner) {
      const running = await queue.getJobs(['active', 'waiting', 'prioritized', 'delayed']);
      const job = running.find((j) => j.data.owner?.user === owner.user && j.data.owner.exportId === owner.exportId);
      if (!job?.id) return false;
      await requestCancel(job.id);
      return true;
    },
    warm: noop,
    async close() {
      await events.close();
      await producer.close();
      await queue.close();
      await files.close();
    },
  };
};
