// Distributed mode (docs/architecture.md §2, §3): the recalculation reactor enqueues each request on BullMQ and the
// workers of every command-service process run them. Jobs carry only the request's place in the log.
import { Queue, Worker } from 'bullmq';

/** Where a request sits in the log: the worker reads the event itself (the event store is the authority). */
export interface RequestRef {
  stream: string;
  revision: number;
}

export const RECALCULATION_QUEUE = 'ftr-recalculation';
const DAY_S = 24 * 3600;

export interface RecalculationQueue {
  /** Adds the job; a job id already in the queue (a re-delivered request) is not added twice. */
  enqueue(jobId: string, ref: RequestRef): Promise<void>;
  close(): Promise<void>;
}

export const createRecalculationQueue = (url: string, name = RECALCULATION_QUEUE): RecalculationQueue => {
  const queue = new Queue<RequestRef>(name, {
    connection: { url },
    // Finished jobs stay a while so their ids keep deduplicating; a job redone later is skipped by the job itself.
    defaultJobOptions: {
      attempts: 2,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 7 * DAY_S },
      removeOnFail: { age: 30 * DAY_S },
    },
  });
  return {
    async enqueue(jobId, ref) {
      await queue.add('recalculate', ref, { jobId });
    },
    close: () => queue.close(),
  };
};

export interface RecalculationWorker {
  close(): Promise<void>;
}

export const startRecalculationWorker = (
  url: string,
  run: (ref: RequestRef) => Promise<void>,
  logger?: { error(o: object, m?: string): void },
  name = RECALCULATION_QUEUE,
): RecalculationWorker => {
  const worker = new Worker<RequestRef>(name, async (job) => run(job.data), { connection: { url }, concurrency: 1 });
  worker.on('error', (err) => logger?.error({ err }, 'recalculation worker error'));
  worker.on('failed', (job, err) => logger?.error({ err, jobId: job?.id }, 'recalculation job attempt failed'));
  return { close: () => worker.close() };
};
