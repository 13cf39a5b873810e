import type { StoredEvent } from '@ftr/contracts';
import { followLog, type Backoff, type FollowStatus } from '@ftr/infra/eventstore/follow.ts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { CHECKPOINTS, readCheckpoint } from '@ftr/infra/readstore/checkpoints.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';

/**
 * A reactor turns events into further work (DESIGN §2, "downstream work reads the event store"): the
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
}

const ATTEMPTS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A failing reaction is retried with back-off (a store briefly away); an event that still fails is
 * logged and passed over so one poison event cannot stall every later one.
 */
const reactWithRetry = async (reactor: Reactor, event: StoredEvent, logger: ReactorOptions['logger']): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await reactor.react(event);
      return;
    } catch (err) {
      if (attempt >= ATTEMPTS) {
        logger?.error(
          { err, reactor: reactor.name, stream: event.stream, revision: event.revision, type: event.type },
          'reaction failed; event passed over',
        );
        return;
      }
      await sleep(100 * 2 ** attempt);
    }
  }
};
const checkpointId = (name: string): string => `reactor:${name}`;

export const startReactor = async (options: ReactorOptions): Promise<RunningReactor> => {
  const { eventStore, readStore, reactor, logger } = options;
  await readStore.ensureCollections([{ name: CHECKPOINTS, indexes: [] }]);
  const stored = await readCheckpoint(readStore, checkpointId(reactor.name));
  const position: bigint | undefined =
    stored !== undefined ? stored : options.firstRun === 'head' ? await eventStore.headPosition() : undefined;
  // A first run from the head records that head at once: events appended before the first one it sees
  // (say, by another process while this one restarts) must not be skipped by a second 'head' start.
  if (stored === undefined && position !== undefined)
    await readStore.put(CHECKPOINTS, { _id: checkpointId(reactor.name), position: position.toString() });
  const handles = new Set(reactor.handles);
  const follower = followLog({
    name: `reactor:${reactor.name}`,
    eventStore,
    after: position,
    async handle(events) {
      for (const event of events) {
        if (handles.has(event.type)) await reactWithRetry(reactor, event, logger);
      }
      const last = events.at(-1);
      if (last) await readStore.put(CHECKPOINTS, { _id: checkpointId(reactor.name), position: last.position.toString() });
    },
    ...(logger ? { logger } : {}),
    ...(options.backoff ? { backoff: options.backoff } : {}),
  });
  return { position: follower.position, waitFor: follower.waitFor, status: follower.status, stop: follower.stop };
};
