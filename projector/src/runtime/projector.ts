import { followLog, type Backoff, type FollowStatus } from '@ftr/infra/eventstore/follow.ts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import type { NoticeBus } from '@ftr/infra/notices/port.ts';
import { CHECKPOINTS, readCheckpoint } from '@ftr/infra/readstore/checkpoints.ts';
import type { Fence } from '@ftr/infra/readstore/lease.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { projectBatch } from './applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';

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
  /** Resubscription back-off after a lost subscription (docs/distributed.md). */
  backoff?: Backoff;
  /** The group's lease and epoch this projector runs under: each batch and its checkpoint commit only while it holds. */
  fence?: Fence;
  /** Set by rebuildReadModels: the read models were just emptied and each event is handed over once. */
  rebuilding?: boolean;
}

export interface RunningProjector {
  /** Position of the last event this projector has committed, if any. */
  position: () => bigint | undefined;
  /** Resolves once the projector has committed `position` (or the timeout passes: false). */
  waitFor: (position: bigint, timeoutMs: number) => Promise<boolean>;
  /** Running, or retrying a lost subscription (readiness). */
  status(): FollowStatus;
  stop(): Promise<void>;
}

/** The group's checkpoint (infra/readstore/checkpoints.ts: other services read it without the projector). */
export { readCheckpoint } from '@ftr/infra/readstore/checkpoints.ts';

export const ensureReadModels = (readStore: ReadStore, projections: readonly Projection[], withIndexes = true): Promise<void> =>
  readStore.ensureCollections([
    { name: CHECKPOINTS, indexes: [] },
    ...projections.map((p) => (withIndexes ? p.collection : { name: p.collection.name, indexes: [] })),
  ]);

/**
 * Runs projections from the durable checkpoint (docs/architecture.md §2): catch-up then live. Each batch's writes
 * and checkpoint are applied together (one SQLite transaction embedded; ordered idempotent writes on
 * MongoDB), then a change notice is published. A lost subscription is resumed from the checkpoint
 * with back-off (infra/eventstore/follow.ts).
 */
export const startProjector = async (options: ProjectorOptions): Promise<RunningProjector> => {
  const { eventStore, readStore, noticeBus, projections } = options;
  const group = options.group ?? 'main';
  await ensureReadModels(readStore, projections, !options.deferIndexes);
  const follower = followLog({
    name: `projector:${group}`,
    eventStore,
    after: await readCheckpoint(readStore, group),
    async handle(events) {
      const { ops, notice } = await projectBatch(readStore, projections, events, group, { rebuilding: options.rebuilding === true });
      await readStore.apply(ops, options.fence);
      await noticeBus.publish(notice).catch((error: unknown) => options.logger?.error({ err: error }, 'notice publish failed'));
    },
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.backoff ? { backoff: options.backoff } : {}),
  });
  return { position: follower.position, waitFor: follower.waitFor, status: follower.status, stop: follower.stop };
};

/**
 * Drops every read model and replays the whole log (`npm run rebuild`), building the indexes once
 * at the end rather than maintaining them through the replay. Resolves when caught up.
 */
export const rebuildReadModels = async (options: ProjectorOptions & { timeoutMs?: number }): Promise<bigint | undefined> => {
  await options.readStore.dropAll();
  const head = await options.eventStore.headPosition();
  const projector = await startProjector({ ...options, deferIndexes: true, rebuilding: true });
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
