import { keepLease } from './lease.ts';
import { startProjector, type ProjectorOptions, type RunningProjector } from './projector.ts';

export interface LeaseSettings {
  /** This process, e.g. host name and pid. */
  owner: string;
  /** How long a lease lasts unrenewed (default 15 s): the longest a group goes unprojected after its projector dies. */
  ttlMs?: number;
}

/**
 * The projector of a group, run only while this process holds the group's lease (distributed mode:
 * a second replica stands by and takes over once the first one's lease expires). A read store without
 * leases runs the projector at once.
 */
export const startLeasedProjector = async (
  options: ProjectorOptions & { lease: LeaseSettings; clock?: { now(): Date } },
): Promise<RunningProjector> => {
  const { readStore, logger } = options;
  const take = readStore.lease?.bind(readStore);
  if (!take) return startProjector(options);
  const group = options.group ?? 'main';
  const ttlMs = options.lease.ttlMs ?? 15_000;
  const now = () => options.clock?.now() ?? new Date();
  const since = now().toISOString();
  let projector: RunningProjector | undefined;
  const keeper = keepLease({
    take: () => take(`projector:${group}`, options.lease.owner, ttlMs, now()),
    everyMs: Math.floor(ttlMs / 3),
    onAcquired: async () => {
      projector = await startProjector(options);
    },
    onLost: async () => {
      const stopping = projector;
      projector = undefined;
      await stopping?.stop();
    },
    ...(logger ? { logger } : {}),
  });
  await keeper.started;
  return {
    position: () => projector?.position(),
    waitFor: (position, timeoutMs) => projector?.waitFor(position, timeoutMs) ?? Promise.resolve(false),
    status: () => projector?.status() ?? { name: `projector:${group}`, state: 'standby', since, attempts: 0 },
    stop: () => keeper.stop(),
  };
};
