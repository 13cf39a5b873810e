// Starts recalculation in a process (embedded server, or command-service in distributed mode).
import type { AnyStoredEvent } from '@ftr/contracts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { ReadModels } from '../shared/readModels.ts';
import type { Parking } from '../shared/parking.ts';
import { hostingOf, startReactor, type RunningReactor } from '../shared/reactor.ts';
import { createWeekCache } from '../dataValues/weekCache.ts';
import { createFeeder } from './feeder.ts';
import { TRIGGER_TYPES } from './triggers.ts';
import { jobIdOf, type JobDeps } from './job.ts';
import { runJob, type JobLogger } from './runJob.ts';

export interface RecalculationOptions {
  /** Behind the event catalogue: the requests it reads are typed. */
  eventStore: CatalogueEventStore;
  readStore: ReadStore;
  /** The query port (the composition root injects the projector's). */
  readModels: ReadModels;
  clock: { now(): Date };
  /** Set: BullMQ on this Redis (the reactor enqueues, a worker in this process runs). Unset: the reactor runs jobs itself. */
  redisUrl?: string | undefined;
  /** BullMQ queue name (tests use their own). */
  queueName?: string;
  logger?: JobLogger;
  /** Where events that fail every attempt are parked (the process's). */
  parking?: Parking;
  /** With several replicas: this process's name for the feeder's lease (one replica feeds at a time). */
  leaseOwner?: string;
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
 * The recalculation process manager: every change of an input becomes a request (the feeder), every
 * request a job. Follows the log from the reactor's durable checkpoint, so a request appended while the process was
 * down is picked up on the next start: no request is lost, and a re-delivered one is the same job.
 */
export const startRecalculation = async (options: RecalculationOptions): Promise<RunningRecalculation> => {
  const { eventStore, readStore, readModels, logger } = options;
  const deps: JobDeps = {
    eventStore,
    readModels,
    clock: options.clock,
    waitForReadSide: (position, timeoutMs) => readModels.reached(position, timeoutMs),
    weeks: createWeekCache(eventStore),
  };
  const common = { eventStore, readStore, ...hostingOf(options) };
  const feeder = createFeeder(options);
  const handles = ['RecalculationRequested', ...TRIGGER_TYPES];
  if (!options.redisUrl) {
    const reactor = await startReactor({
      ...common,
      reactor: {
        name: REACTOR_NAME,
        handles,
        react: (event: AnyStoredEvent) => (event.type === 'RecalculationRequested' ? runJob(deps, event, logger) : feeder.note(event)),
        flush: () => feeder.flush(),
      },
    });
    return { reactor, mode: 'embedded', stop: once(() => reactor.stop()) };
  }
  const { createRecalculationQueue, startRecalculationWorker } = await import('./bullmq.ts');
  const queue = createRecalculationQueue(options.redisUrl, options.queueName);
  const worker = startRecalculationWorker(
    options.redisUrl,
    async (ref) => {
      const [event] = await eventStore.readStream(ref.stream, { fromRevision: ref.revision });
      if (event?.type !== 'RecalculationRequested' || event.revision !== ref.revision)
        throw new Error(`No recalculation request at ${ref.stream}@${ref.revision}`);
      await runJob(deps, event, logger);
    },
    logger,
    options.queueName,
  );
  const reactor = await startReactor({
    ...common,
    reactor: {
      name: REACTOR_NAME,
      handles,
      react: (event: AnyStoredEvent) =>
        event.type === 'RecalculationRequested'
          ? queue.enqueue(jobIdOf(event), { stream: event.stream, revision: event.revision })
          : feeder.note(event),
      flush: () => feeder.flush(),
    },
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
