import type { StoredEvent } from '@ftr/contracts';
import { followLog, type Backoff, type FollowStatus } from '@ftr/infra/eventstore/follow.ts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { CHECKPOINTS, readCheckpoint } from '@ftr/infra/readstore/checkpoints.ts';
import { startLeasedFollower } from '@ftr/infra/readstore/leaseKeeper.ts';
import type { Fence, ReadStore } from '@ftr/infra/readstore/port.ts';
import { createParking, isTransient, type Parking } from './parking.ts';

/**
 * A reactor turns events into further work (docs/architecture.md §2, "downstream work reads the event store"): the
 * recalculation feeder, the subscription notifier. It follows the whole log from a durable checkpoint
 * and is at-least-once: after a crash the events since the last checkpoint are handed over again, so
 * `react` must be idempotent (deterministic ids, expected revisions, or a check of what is done).
 */
export interface Reactor {
  /** Unique name; the checkpoint document is `reactor:{name}` in the checkpoints collection. */
  name: string;
  /** Event types it reacts to; everything else only moves the checkpoint. */
  handles: readonly string[];
  react(event: StoredEvent): Promise<void>;
  /** After a batch's reactions, before the checkpoint moves past them (work merged across the batch). */
  flush?(): Promise<void>;
}

export interface RunningReactor {
  /** Position of the last event handled (or skipped), if any. */
  position(): bigint | undefined;
  /** Resolves true once `position` has been handled (false when the timeout passes first). */
  waitFor(position: bigint, timeoutMs: number): Promise<boolean>;
  /** Running, or retrying a lost subscription (readiness). */
  status(): FollowStatus;
  stop(): Promise<void>;
}

export interface ReactorOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  reactor: Reactor;
  /**
   * Where to start when there is no checkpoint yet: 'start' replays the whole log, 'head' begins
   * with events appended from now on (for reactors added to a store that already has history).
   */
  firstRun?: 'start' | 'head';
  logger?: { error(o: object, m?: string): void };
  /** Resubscription back-off after a lost subscription (docs/distributed.md). */
  backoff?: Backoff;
  /** Where events that fail every attempt are parked (the process's; default one over `readStore`). */
  parking?: Parking;
  /** Base delay between attempts at one event (default 100 ms, doubled each time). */
  retryDelayMs?: number;
  /**
   * With several replicas: this process's name for the reactor's lease (host name and pid). Where the read
   * store keeps leases, only the holder runs the reactor and the others stand by, so its checkpoint never
   * goes back. Absent: this process runs it (embedded: the only process).
   */
  leaseOwner?: string;
  /** How long the lease lasts unrenewed (default 12 s): about the longest the reactor pauses when its holder dies. */
  leaseTtlMs?: number;
}

/** How a process hosts its reactors: its logger, where failing events are parked, and (several replicas) its lease owner. */
export type ReactorHosting = Pick<ReactorOptions, 'logger' | 'parking' | 'leaseOwner'>;

/** The hosting options that are set, to spread into a reactor's options. */
export const hostingOf = ({ logger, parking, leaseOwner }: ReactorHosting): ReactorHosting => ({
  ...(logger ? { logger } : {}),
  ...(parking ? { parking } : {}),
  ...(leaseOwner === undefined ? {} : { leaseOwner }),
});

/** A reactor's lease lasts this long unrenewed; renewed every third of it; a standby tries every second. */
export const REACTOR_LEASE_MS = 12_000;

const ATTEMPTS = 5;
/**
 * A batch holding nothing the reactor handles moves its stored checkpoint only after this many events or this
 * long: replaying such events after a restart does nothing, while each checkpoint write is one more
 * transaction beside every write of the plant, for every reactor.
 */
export const IDLE_CHECKPOINT_EVENTS = 1_000;
export const IDLE_CHECKPOINT_MS = 10_000;
const checkpointId = (name: string): string => `reactor:${name}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Both stores answer (a failure while they do is the event's own, not the store's). */
const storesAnswer = async (options: ReactorOptions): Promise<boolean> => {
  try {
    await options.eventStore.headPosition();
    await readCheckpoint(options.readStore, checkpointId(options.reactor.name));
    return true;
  } catch {
    return false;
  }
};

/**
 * A failing reaction is retried with back-off. An event that still fails is parked (recorded with its
 * error; the reactor carries on) so one poison event cannot stall every later one; but when the failure
 * is transient (TransientError) or the stores do not answer, the batch fails instead: the follower backs
 * off and hands the same event over again until the store answers, so nothing is skipped or parked for an outage.
 */
const reactOrPark = async (options: ReactorOptions, parking: Parking, event: StoredEvent): Promise<void> => {
  const { reactor, logger } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      await reactor.react(event);
      return;
    } catch (err) {
      if (attempt < ATTEMPTS) {
        await sleep((options.retryDelayMs ?? 100) * 2 ** attempt);
        continue;
      }
      if (isTransient(err) || !(await storesAnswer(options))) throw err;
      logger?.error(
        { err, reactor: reactor.name, stream: event.stream, revision: event.revision, type: event.type },
        'reaction failed; event parked',
      );
      await parking.park(reactor.name, event, err, attempt);
      return;
    }
  }
};

/** The reactor itself, its checkpoint written only while `fence` (if any) still holds. */
const runReactor = async (options: ReactorOptions, fence: Fence | undefined): Promise<RunningReactor> => {
  const { eventStore, readStore, reactor, logger } = options;
  await readStore.ensureCollections([{ name: CHECKPOINTS, indexes: [] }]);
  const parking = options.parking ?? createParking(readStore);
  // A retry from /admin/integrity: the reaction, then what it left for the end of a batch.
  parking.register(reactor.name, async (event) => {
    await reactor.react(event);
    await reactor.flush?.();
  });
  const stored = await readCheckpoint(readStore, checkpointId(reactor.name));
  const position: bigint | undefined =
    stored !== undefined ? stored : options.firstRun === 'head' ? await eventStore.headPosition() : undefined;
  // A first run from the head records that head at once: events appended before the first one it sees
  // (say, by another process while this one restarts) must not be skipped by a second 'head' start.
  if (stored === undefined && position !== undefined)
    await readStore.put(CHECKPOINTS, { _id: checkpointId(reactor.name), position: position.toString() });
  const handles = new Set(reactor.handles);
  let unstored = 0;
  let storedAt = performance.now();
  const follower = followLog({
    name: `reactor:${reactor.name}`,
    eventStore,
    after: position,
    async handle(events) {
      let reacted = false;
      for (const event of events) {
        if (!handles.has(event.type)) continue;
        reacted = true;
        await reactOrPark(options, parking, event);
      }
      await reactor.flush?.();
      const last = events.at(-1);
      unstored += events.length;
      const due = reacted || unstored >= IDLE_CHECKPOINT_EVENTS || performance.now() - storedAt >= IDLE_CHECKPOINT_MS;
      if (last && due) {
        const doc = { _id: checkpointId(reactor.name), position: last.position.toString() };
        await readStore.apply([{ kind: 'put', collection: CHECKPOINTS, doc }], fence);
        unstored = 0;
        storedAt = performance.now();
      }
    },
    ...(logger ? { logger } : {}),
    ...(options.backoff ? { backoff: options.backoff } : {}),
  });
  return { position: follower.position, waitFor: follower.waitFor, status: follower.status, stop: follower.stop };
};

/**
 * Starts a reactor. With a lease owner, where the read store keeps leases, one process at a time runs it (the lease
 * `reactor:{name}`, like a projector group's): the others stand by and take over once the holder's lease
 * lapses, and the holder's checkpoint writes are fenced by the lease's epoch, so a replica that lost the
 * lease cannot move the checkpoint back. A store without leases runs it at once.
 */
export const startReactor = async (options: ReactorOptions): Promise<RunningReactor> => {
  const take = options.readStore.lease?.bind(options.readStore);
  const owner = options.leaseOwner;
  if (!take || owner === undefined) return runReactor(options, undefined);
  const lease = checkpointId(options.reactor.name);
  const ttlMs = options.leaseTtlMs ?? REACTOR_LEASE_MS;
  return startLeasedFollower({
    lease,
    ttlMs,
    take: () => take(lease, owner, ttlMs, new Date()),
    start: (fence) => runReactor(options, fence),
    ...(options.logger ? { logger: options.logger } : {}),
  });
};
