// Starts recalculation in a process (embedded server, or command-service in distributed mode).
import type { RecalculationRequested, StoredEvent } from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { checkpointWaiter } from '../dataValues/readSide.ts';
import { startReactor, type RunningReactor } from '../shared/reactor.ts';
import { jobIdOf, type JobDeps, type Request } from './job.ts';
import { runJob, type JobLogger } from './runJob.ts';

export interface RecalculationOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  clock: { now(): Date };
  /** Set: BullMQ on this Redis (the reactor enqueues, a worker in this process runs). Unset: the reactor runs jobs itself. */
  redisUrl?: string | undefined;
  /** BullMQ queue name (tests use their own). */
  queueName?: string;
  logger?: JobLogger;
}

export interface RunningRecalculation {
  /** The feeder: once it has passed a request's position, the request is done (embedded) or queued (BullMQ). */
  reactor: RunningReactor;
  mode: 'embedded' | 'bullmq';
  stop(): Promise<void>;
}

const REACTOR_NAME = 'recalculation';

/** Stopping twice waits for the first stop. */
const once = (stop: () => Promise<void>): (() => Promise<void>) => {
  let stopping: Promise<void> | undefined;
  return () => (stopping ??= stop());
};

/**
 * Follows the log from the reactor's durable checkpoint, so a request appended while the process was
 * down is picked up on the next start: no request is lost, and a re-delivered one is the same job.
 */
export const startRecalculation = async (options: RecalculationOptions): Promise<RunningRecalculation> => {
  const { eventStore, readStore, logger } = options;
  const deps: JobDeps = { eventStore, readStore, clock: options.clock, waitForReadSide: checkpointWaiter(readStore) };
  const asRequest = (event: StoredEvent) => event as StoredEvent as Request & StoredEvent<RecalculationRequested>;
  const common = { eventStore, readStore, ...(logger ? { logger } : {}) };
  if (!options.redisUrl) {
    const reactor = await startReactor({ ...common, reactor: { name: REACTOR_NAME, handles: ['RecalculationRequested'], react: (event) => runJob(deps, asRequest(event), logger) } });
    return { reactor, mode: 'embedded', stop: once(() => reactor.stop()) };
  }
  const { createRecalculationQueue, startRecalculationWorker } = await import('./bullmq.ts');
  const queue = createRecalculationQueue(options.redisUrl, options.queueName);
  const worker = startRecalculationWorker(
    options.redisUrl,
    async (ref) => {
      const [event] = await eventStore.readStream(ref.stream, { fromRevision: ref.revision });
      if (event?.type !== 'RecalculationRequested' || event.revision !== ref.revision) throw new Error(`No recalculation request at ${ref.stream}@${ref.revision}`);
      await runJob(deps, asRequest(event), logger);
    },
    logger,
    options.queueName,
  );
  const reactor = await startReactor({
    ...common,
    reactor: { name: REACTOR_NAME, handles: ['RecalculationRequested'], react: (event) => queue.enqueue(jobIdOf(event), { stream: event.stream, revision: event.revision }) },
  });
  return {
    reactor,
    mode: 'bullmq',
    stop: once(async () => {
      await reactor.stop();
      await worker.close();
      await queue.close();
    }),
  };
};
