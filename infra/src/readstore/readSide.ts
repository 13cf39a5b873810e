import type { EventStore } from '../eventstore/port.ts';
import { readCheckpoint } from './checkpoints.ts';
import { LEASES_COLLECTION, type LeaseDoc } from './lease.ts';
import type { ReadStore } from './port.ts';

/** How far behind the log a read side may be and still be ready (docs/distributed.md, Readiness). */
export const MAX_READY_LAG_SECONDS = 30;
/** Unprojected events counted at most per readiness check (more shows as this many, `lagCapped`). */
export const LAG_SCAN_LIMIT = 500;

/**
 * The read side as readiness reports it: how many events and seconds the group's checkpoint is behind the log
 * (seconds since the oldest unprojected event was written; 0 when caught up), and whether a projector is active.
 */
export interface ReadSideStatus {
  ready: boolean;
  lagEvents: number;
  /** More events are behind than were counted. */
  lagCapped: boolean;
  lagSeconds: number;
  /** `in-process`: this process projects (its follower's state says how); `active`: a process holds the group's lease; `none`: no one projects. */
  projector: 'in-process' | 'active' | 'none';
  /** Who holds the lease, while one does. */
  holder?: string;
}

export interface ReadSideOptions {
  group?: string;
  now: Date;
  /** The projector runs in this process (embedded): no lease to look at. */
  inProcess: boolean;
  maxLagSeconds?: number;
}

/** A lease that is held now (not expired). */
export const heldLease = (lease: LeaseDoc | null, now: Date): LeaseDoc | null => (lease && lease.expiresAt > now.getTime() ? lease : null);

export const readSideStatus = async (
  stores: { eventStore: Pick<EventStore, 'readAll'>; readStore: Pick<ReadStore, 'get'> },
  options: ReadSideOptions,
): Promise<ReadSideStatus> => {
  const group = options.group ?? 'main';
  const checkpoint = await readCheckpoint(stores.readStore, group);
  const behind = await stores.eventStore.readAll(checkpoint, LAG_SCAN_LIMIT);
  const oldest = behind[0];
  const lagSeconds = oldest ? Math.max(0, Math.round((options.now.getTime() - Date.parse(oldest.metadata.timestamp)) / 100) / 10) : 0;
  const lease = options.inProcess
    ? null
    : heldLease(await stores.readStore.get<LeaseDoc>(LEASES_COLLECTION, `projector:${group}`), options.now);
  const projector = options.inProcess ? 'in-process' : lease ? 'active' : 'none';
  return {
    ready: projector !== 'none' && lagSeconds <= (options.maxLagSeconds ?? MAX_READY_LAG_SECONDS),
    lagEvents: behind.length,
    lagCapped: behind.length >= LAG_SCAN_LIMIT,
    lagSeconds,
    projector,
    ...(lease ? { holder: lease.owner } : {}),
  };
};
