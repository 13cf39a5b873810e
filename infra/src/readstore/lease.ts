import type { Doc, Fence } from './port.ts';

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
  /** Goes up by one each time the lease changes hands (a fencing token): writes made under an older one are refused (absent on leases written before epochs). */
  epoch?: number;
}

export type { Fence } from './port.ts';

/** A projected write made under a lease that has since changed hands: refused, nothing written. */
export class FencedError extends Error {
  constructor(fence: Fence) {
    super(`Lease ${fence.lease} is no longer held at epoch ${fence.epoch}: write refused`);
    this.name = 'FencedError';
  }
}

/** Whether `current` still names the fence's epoch. */
export const fenceHolds = (current: Pick<LeaseDoc, 'epoch'> | null, fence: Fence): boolean => current?.epoch === fence.epoch;

/** `owner` may take or renew the lease at `now`: it is free, its own, or expired. */
export const mayHold = (current: LeaseDoc | null, owner: string, now: number): boolean =>
  current === null || current.owner === owner || current.expiresAt <= now;

/** The same rule as a MongoDB filter: an upsert through it fails on the unique _id when another owner holds the lease. */
export const leaseFilter = (name: string, owner: string, now: number) => ({
  _id: name,
  $or: [{ owner }, { expiresAt: { $lte: now } }],
});

/** The lease after `owner` took or renewed it: the same epoch for a renewal, the next one when it changes hands. */
export const leaseDoc = (
  current: LeaseDoc | null,
  name: string,
  owner: string,
  now: number,
  ttlMs: number,
): LeaseDoc & { epoch: number } => ({
  _id: name,
  owner,
  expiresAt: now + ttlMs,
  epoch: current?.owner === owner ? (current.epoch ?? 1) : (current?.epoch ?? 0) + 1,
});
