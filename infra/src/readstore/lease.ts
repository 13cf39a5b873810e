import type { Doc } from './port.ts';

/**
 * Leases (one active projector per read-model group, docs/distributed.md): a document per lease names
 * its owner and when it expires. The owner renews it well before then; another process takes it over
 * only once it has expired.
 */
export const LEASES_COLLECTION = 'leases';

export interface LeaseDoc extends Doc {
  owner: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** `owner` may take or renew the lease at `now`: it is free, its own, or expired. */
export const mayHold = (current: LeaseDoc | null, owner: string, now: number): boolean =>
  current === null || current.owner === owner || current.expiresAt <= now;

/** The same rule as a MongoDB filter: an upsert through it fails on the unique _id when another owner holds the lease. */
export const leaseFilter = (name: string, owner: string, now: number) => ({
  _id: name,
  $or: [{ owner }, { expiresAt: { $lte: now } }],
});

export const leaseDoc = (name: string, owner: string, now: number, ttlMs: number): LeaseDoc => ({
  _id: name,
  owner,
  expiresAt: now + ttlMs,
});
