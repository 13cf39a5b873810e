// Distributed mode (docs/schedules.md): one BullMQ job scheduler fires the schedules' sweep once per
// interval for the whole deployment, and whichever replica's worker takes the job sweeps. The claim on the
// schedule's stream still decides who runs a period (a slow sweep and the next can overlap).
import { Queue, Worker } from 'bullmq';

export const SCHEDULE_QUEUE = 'ftr-schedules';
/** Every replica upserts the same scheduler: one repeatable job, whatever the number of replicas. */
export const SWEEP_SCHEDULER = 'schedule-sweep';

export interface SweepTrigger {
  close(): Promise<void>;
}

/** How often a replica checks that the job scheduler is still in Redis (a Redis restarted empty has none). */
export const SCHEDULER_CHECK_MS = 5_000;

/**
 * Fires `sweep` every `everyMs` on one worker of the deployment; a job's return value is what the sweep ran.
 * Every replica checks every SCHEDULER_CHECK_MS (or `everyMs` when shorter) that the job scheduler exists and
 * upserts it again when it does not: a Redis that came back empty gets it back without a restart.
 */
export const startSweepTrigger = async (
  url: string,
  everyMs: number,
  sweep: () => Promise<string[]>,
  logger?: { error(o: object, m?: string): void },
  name = SCHEDULE_QUEUE,
): Promise<SweepTrigger> => {
  const connection = { url };
  const queue = new Queue(name, { connection });
  queue.on('error', (err) => logger?.error({ err }, 'schedule sweep queue error'));
  const upsert = () =>
    queue.upsertJobScheduler(
      SWEEP_SCHEDULER,
      { every: everyMs },
      { name: 'sweep', opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
    );
  await upsert();
  let checking = false;
  const check = setInterval(
    () => {
      if (checking) return;
      checking = true;
      void (async () => {
        if (!(await queue.getJobScheduler(SWEEP_SCHEDULER))) await upsert();
      })()
        .catch((err: unknown) => logger?.error({ err }, 'schedule sweep scheduler check failed'))
        .finally(() => (checking = false));
    },
    Math.min(everyMs, SCHEDULER_CHECK_MS),
  );
  check.unref();
  const worker = new Worker<unknown, string[]>(name, () => sweep(), { connection, concurrency: 1 });
  worker.on('error', (err) => logger?.error({ err }, 'schedule sweep worker error'));
  worker.on('failed', (job, err) => logger?.error({ err, jobId: job?.id }, 'schedule sweep failed'));
  await worker.waitUntilReady();
  return {
    async close() {
      clearInterval(check);
      await worker.close();
      await queue.close();
    },
  };
};
