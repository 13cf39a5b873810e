import { startLeasedFollower } from '@ftr/infra/readstore/leaseKeeper.ts';
import { startProjector, type ProjectorOptions, type RunningProjector } from './projector.ts';

export interface LeaseSettings {
  /** This process, e.g. host name and pid. */
  owner: string;
  /** How long a lease lasts unrenewed (default 12 s): about the longest a group goes unprojected after its projector dies. */
  ttlMs?: number;
}

/** A projector's lease lasts this long unrenewed; renewed every third of it; a standby tries every second. */
export const PROJECTOR_LEASE_MS = 12_000;

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
  const ttlMs = options.lease.ttlMs ?? PROJECTOR_LEASE_MS;
  const name = `projector:${group}`;
  const now = () => options.clock?.now() ?? new Date();
  return startLeasedFollower({
    lease: name,
    ttlMs,
    take: () => take(name, options.lease.owner, ttlMs, now()),
    // Every batch and checkpoint is fenced by the epoch: after a takeover, a late batch of this one writes nothing.
    start: (fence) => startProjector({ ...options, fence }),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(logger ? { logger } : {}),
  });
};
