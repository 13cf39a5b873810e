import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { readCheckpoint } from '@ftr/projector/runtime/projector.ts';

/** Resolves true once the read side has applied `position` (false after `timeoutMs`). */
export type WaitForReadSide = (position: bigint, timeoutMs: number) => Promise<boolean>;

const FIRST_POLL_MS = 1;
const MAX_POLL_MS = 25;

/**
 * Read-your-writes on the command side: polls the projector's checkpoint, quickly at first (the embedded
 * projector applies an append within a millisecond or two), backing off to 25 ms.
 */
export const checkpointWaiter = (readStore: ReadStore, group = 'main'): WaitForReadSide => async (position, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  let pause = FIRST_POLL_MS;
  for (;;) {
    const reached = await readCheckpoint(readStore, group);
    if (reached !== undefined && reached >= position) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, MAX_POLL_MS);
  }
};

/**
 * Read-your-writes for a decision made on read models: waits (up to `timeoutMs`) until the read side has
 * applied every event appended so far.
 */
export const waitForHead = async (
  deps: { eventStore: Pick<EventStore, 'headPosition'>; waitForReadSide: WaitForReadSide },
  timeoutMs: number,
): Promise<void> => {
  const head = await deps.eventStore.headPosition();
  if (head !== undefined) await deps.waitForReadSide(head, timeoutMs);
};
