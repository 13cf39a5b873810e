// What the API process and the export workers say to each other over BullMQ in the distributed mode
// (docs/reportOutputs.md): the job, its answer, and how a cancel travels.
import type { ExportJob, ExportOutcome } from './export.ts';

export const EXPORT_QUEUE = 'ftr-exports';
/** The queue event (QueueEventsProducer) that asks the worker running a job to stop it: `{ jobId }`. */
export const CANCEL_EVENT = 'cancelExport';
/** A cancelled job's failure reason. */
export const CANCELLED_REASON = 'export cancelled';
/**
 * How a job whose worker died is taken up again (BullMQ's stalled jobs). The worker renews its lock every
 * half lock; once a lock has lapsed, the next stalled check (every `stalledInterval`, by any worker) puts
 * the job back in the queue: a kill -9 costs 10–20 s plus the run again, not BullMQ's default 30–60 s, for
 * a user who waits on the answer. The runs are on worker threads, so the worker's event loop renews in time.
 * A job that stalls a second time (an export that kills its worker) fails rather than kill the next one.
 */
export const STALLED_JOBS = { lockDuration: 10_000, stalledInterval: 5_000, maxStalledCount: 1 } as const;
/** Events kept in the queue's event stream (BullMQ's default length; publishing trims the stream to it). */
export const EVENTS_KEPT = 10_000;

/** Who asked, so a cancel reaching another API replica finds the run (x-export-id is the client's name). */
export interface ExportOwner {
  user: string;
  exportId: string;
}

export interface ExportJobData {
  /** The export without its path: the worker writes its own file and stores it for the API (exportFiles.ts). */
  job: Omit<ExportJob, 'path'>;
  owner: ExportOwner | null;
}

/**
 * A refused export (too wide) is an answer, not a failure. `file` names the finished file of the run that
 * completed the job (exportFiles.ts): only that run's is answered.
 */
export type ExportJobResult = { kind: 'done'; outcome: ExportOutcome; file: string } | { kind: 'tooWide'; limit: number };

export interface ExportProgressData {
  done: number;
  total: number;
}

export const isProgressData = (data: unknown): data is ExportProgressData =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as ExportProgressData).done === 'number' &&
  typeof (data as ExportProgressData).total === 'number';
