import { hostname } from 'node:os';
import type { ReadStore } from '../readstore/port.ts';

/** This process, as the owner of the claims it takes. */
const THIS_PROCESS = `${hostname()}:${process.pid}`;
/** Long enough that no replay or late replica can send the same mail again (a claim is kept this long). */
export const MAIL_CLAIM_TTL_MS = 30 * 24 * 3_600_000;

/**
 * Mails sent once across replicas (docs/distributed.md): before sending, a replica takes an atomic
 * claim named by the mail's deterministic key (a lease document with a long life, created only if
 * absent or already this process's). The replica that wins sends, and may retry its own send after
 * a failure; every other replica is refused the claim and sends nothing. Not check-then-send: the
 * claim is one atomic write. A read store without leases (none today) claims everything.
 */
export const claimMail = (
  readStore: Pick<ReadStore, 'lease'>,
  key: string,
  options: { owner?: string; now?: Date } = {},
): Promise<boolean> =>
  readStore.lease
    ? readStore
        .lease(`mail:${key}`, options.owner ?? THIS_PROCESS, MAIL_CLAIM_TTL_MS, options.now ?? new Date())
        .then((epoch) => epoch !== null)
    : Promise.resolve(true);
