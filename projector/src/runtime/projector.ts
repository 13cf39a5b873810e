import type { EventStore, Subscription } from '@ftr/infra/eventstore/port.ts';
import type { NoticeBus } from '@ftr/infra/notices/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { projectBatch } from './applyBatch.ts';
import { createPositionWaiters } from './positionWaiters.ts';
import { CHECKPOINTS_COLLECTION, type CheckpointDoc, type Projection } from './projection.ts';

export interface ProjectorOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  noticeBus: NoticeBus;
  projections: readonly Projection[];
  /** Read-model group: one active projector per group, one checkpoint per group. */
  group?: string;
  /** Create the read models without their indexes (a rebuild adds them once it has caught up). */
  deferIndexes?: boolean;
  logger?: { error(o: object, m?: string): void };
}

export interface RunningProjector {
  /** Position of the last event this projector has committed, if any. */
  position(): bigint | undefined;
  /** Resolves once the projector has committed `position` (or the timeout passes: false). */
  waitFor(position: bigint, timeoutMs: number): Promise<boolean>;
  stop(): Promise<void>;
}

export const readCheckpoint = async (readStore: ReadStore, group: string): Promise<bigint | undefined> => {
  const doc = await readStore.get<CheckpointDoc>(CHECKPOINTS_COLLECTION, group);
  return doc ? BigInt(doc.position) : undefined;
};

export const ensureReadModels = (
  readStore: ReadStore,
  projections: readonly Projection[],
  withIndexes = true,
): Promise<void> =>
  readStore.ensureCollections([
    { name: CHECKPOINTS_COLLECTION, indexes: [] },
    ...projections.map((p) => (withIndexes ? p.collection : { name: p.collection.name, indexes: [] })),
  ]);

/**
 * Runs projections from the durable checkpoint (DESIGN §2): catch-up then live. Each batch's writes
 * and checkpoint are applied together (one SQLite transaction embedded; ordered idempotent writes on
 * MongoDB), then a change notice is published.
 */
export const startProjector = async (options: ProjectorOptions): Promise<RunningProjector> => {
  const { eventStore, readStore, noticeBus, projections } = options;
  const group = options.group ?? 'main';
  await ensureReadModels(readStore, projections, !options.deferIndexes);
  let position = await readCheckpoint(readStore, group);
  const waiters = createPositionWaiters(() => position);
  const subscription: Subscription = eventStore.subscribeToAll({
    ...(position !== undefined ? { after: position } : {}),
    async onEvents(events) {
      if (events.length === 0) return;
      const { ops, notice } = await projectBatch(readStore, projections, events, group);
      await readStore.apply(ops);
      position = BigInt(notice.position);
      waiters.settle(position);
      await noticeBus.publish(notice).catch((error: unknown) => options.logger?.error({ err: error }, 'notice publish failed'));
    },
    onError: (error) => options.logger?.error({ err: error }, 'projector subscription failed'),
  });
  return {
    position: () => position,
    waitFor: waiters.waitFor,
    async stop() {
      await subscription.close();
      waiters.cancelAll();
    },
  };
};

/**
 * Drops every read model and replays the whole log (`npm run rebuild`), building the indexes once
 * at the end rather than maintaining them through the replay. Resolves when caught up.
 */
export const rebuildReadModels = async (options: ProjectorOptions & { timeoutMs?: number }): Promise<bigint | undefined> => {
  await options.readStore.dropAll();
  const head = await options.eventStore.headPosition();
  const projector = await startProjector({ ...options, deferIndexes: true });
  try {
    if (head !== undefined && !(await projector.waitFor(head, options.timeoutMs ?? 3_600_000))) {
      throw new Error('Rebuild did not reach the head of the log in time');
    }
  } finally {
    await projector.stop();
  }
  await ensureReadModels(options.readStore, options.projections);
  return head;
};
