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

/** Fires `sweep` every `everyMs` on one worker of the deployment; a job's return value is what the sweep ran. */
export const startSweepTrigger = async (
  url: string,
  everyMs: number,
  sweep: () => Promise<string[]>,
  logger?: { error(o: object, m?: string): void },
  name = SCHEDULE_QUEUE,
): Promise<SweepTrigger> => {
  const connection = { url };
  const queue = new Queue(name, { connection });
  await queue.upsertJobScheduler(
    SWEEP_SCHEDULER,
    { every: everyMs },
    { name: 'sweep', opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
  );
  const worker = new Worker<unknown, string[]>(name, () => sweep(), { connection, concurrency: 1 });
  worker.on('error', (err) => logger?.error({ err }, 'schedule sweep worker error'));
  worker.on('failed', (job, err) => logger?.error({ err, jobId: job?.id }, 'schedule sweep failed'));
  await worker.waitUntilReady();
  return {
    async close() {
      await worker.close();
      await queue.close();
    },
  };
};
