import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { readSideUnavailable } from '@ftr/infra/http/errors.ts';

/** Resolves true once the read side has applied `position` (false after `timeoutMs`). */
export type WaitForReadSide = (position: bigint, timeoutMs: number) => Promise<boolean>;

/**
 * Read-your-writes for a decision made on read models: waits (up to `timeoutMs`) until the read side has
 * applied every event appended so far; when it has not by then (the projector is behind, or
 * resubscribing after a lost subscription) the request is answered 503 with a Retry-After.
 */
export const waitForHead = async (
  deps: { eventStore: Pick<EventStore, 'headPosition'>; waitForReadSide: WaitForReadSide },
  timeoutMs: number,
): Promise<void> => {
  const head = await deps.eventStore.headPosition();
  if (head !== undefined && !(await deps.waitForReadSide(head, timeoutMs))) throw readSideUnavailable();
};
