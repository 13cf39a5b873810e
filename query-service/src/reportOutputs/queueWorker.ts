// The export worker of the distributed mode (the exports role, docs/reportOutputs.md): takes export jobs
// from BullMQ and runs each on this process's export worker threads (runner.ts), so neither its event loop
// nor the API's carries the rows. It reports progress as the job's progress, stores the file for the API
// process (exportFiles.ts) and stops a job when the API asks (a queue event, or the marker for a job not
// yet started).
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { QueueEvents, UnrecoverableError, Worker, type QueueEventsListener } from 'bullmq';
import { TooWideError } from './export.ts';
import { exportFiles, fileIdOf } from './exportFiles.ts';
import { CANCEL_EVENT, CANCELLED_REASON, EXPORT_QUEUE, STALLED_JOBS, type ExportJobData, type ExportJobResult } from './queueProtocol.ts';
import { ExportCancelledError, MAX_CONCURRENT_EXPORTS, type ExportRunner } from './runner.ts';
import { removeStaleExports } from './serve.ts';

export interface ExportWorkerOptions {
  url: string;
  /** The worker threads (workerExportRunner over this deployment's read models). */
  runner: ExportRunner;
  /** Where the worker writes its files (exportsFolderOf its DATA_DIR). */
  folder: string;
  /** BullMQ queue name (tests use their own). */
  queueName?: string;
  logger?: { error(o: object, m?: string): void };
}

export interface RunningExportWorker {
  isRunning(): boolean;
  close(): Promise<void>;
}

interface CancelEvents extends QueueEventsListener {
  [CANCEL_EVENT]: (args: { jobId: string }) => void;
}

export const startExportWorker = async (options: ExportWorkerOptions): Promise<RunningExportWorker> => {
  const { url, runner, folder, logger } = options;
  const name = options.queueName ?? EXPORT_QUEUE;
  const connection = { url };
  const files = exportFiles(url, name);
  mkdirSync(folder, { recursive: true });
  removeStaleExports(folder, Date.now());
  const cancelled = () => new UnrecoverableError(CANCELLED_REASON);

  const worker = new Worker<ExportJobData, ExportJobResult>(
    name,
    async (job, _token, signal) => {
      const jobId = job.id ?? '';
      // A run of its own: a job taken up again (its worker died, or lost its lock) never shares a file with another run.
      const file = fileIdOf(jobId, randomUUID());
      const path = join(folder, `job-${file.replace(':', '-')}.xlsx`);
      const stop = signal ?? new AbortController().signal;
      try {
        if (await files.isCancelled(jobId)) throw cancelled();
        const report = (done: number, total: number) =>
          void job.updateProgress({ done, total }).catch((err: unknown) => logger?.error({ err, jobId }, 'export progress not sent'));
        const outcome = await runner.run({ ...job.data.job, path }, report, stop);
        await files.put(file, path);
        if (stop.aborted) {
          await files.remove(file);
          throw cancelled();
        }
        return { kind: 'done', outcome, file };
      } catch (error) {
        if (error instanceof ExportCancelledError) throw cancelled();
        if (error instanceof TooWideError) return { kind: 'tooWide', limit: error.limit };
        throw error;
      } finally {
        rmSync(path, { force: true });
        await files.clearCancelled(jobId);
      }
    },
    { connection, concurrency: MAX_CONCURRENT_EXPORTS, ...STALLED_JOBS },
  );
  worker.on('error', (err) => logger?.error({ err }, 'export worker error'));
  const events = new QueueEvents(name, { connection });
  events.on('error', (err) => logger?.error({ err }, 'export queue events error'));
  // Every worker hears the cancel; the one running the job stops it (cancelJob is a no-op elsewhere).
  events.on<CancelEvents>(CANCEL_EVENT, ({ jobId }: { jobId: string }) => void worker.cancelJob(jobId, CANCELLED_REASON));
  await Promise.all([worker.waitUntilReady(), events.waitUntilReady()]);
  return {
    isRunning: () => worker.isRunning(),
    async close() {
      await events.close();
      await worker.close();
      await runner.close();
      await files.close();
    },
  };
};
