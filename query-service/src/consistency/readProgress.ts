import { pollForPosition } from '@ftr/infra/eventstore/followPosition.ts';
import type { ChangeNotice, NoticeBus } from '@ftr/infra/notices/port.ts';
import { readCheckpoint as readCheckpointOf } from '@ftr/infra/readstore/checkpoints.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';

/** Where the read side is, as the query side sees it: change notices plus the projector checkpoint. */
export interface ReadProgress {
  position: () => bigint | undefined;
  /** Resolves true once the read side has reached `target`, false after `timeoutMs`. */
  waitFor(target: bigint, timeoutMs: number): Promise<boolean>;
  /** Calls `listener` with every change notice, before the position advances (and the reads waiting for it wake). */
  onNotice(listener: (notice: ChangeNotice) => void): void;
  close(): Promise<void>;
}

const CHECKPOINT_POLL_MS = 50;

export const createReadProgress = async (readStore: ReadStore, noticeBus: NoticeBus, group = 'main'): Promise<ReadProgress> => {
  let position: bigint | undefined;
  /** Reads waiting for a position, woken by the notice that reaches it (not by the next checkpoint poll). */
  const waiters = new Set<{ target: bigint; wake: () => void }>();
  const advance = (p: bigint) => {
    if (position === undefined || p > position) position = p;
    for (const waiter of waiters) if (position >= waiter.target) waiter.wake();
  };
  const readCheckpoint = async () => {
    const checkpoint = await readCheckpointOf(readStore, group);
    if (checkpoint !== undefined) advance(checkpoint);
  };
  const listeners: ((notice: ChangeNotice) => void)[] = [];
  const unsubscribe = await noticeBus.subscribe((notice) => {
    for (const listener of listeners) listener(notice);
    advance(BigInt(notice.position));
  });
  await readCheckpoint();
  const polled = (target: bigint, timeoutMs: number) =>
    pollForPosition(
      async () => {
        if (position === undefined || position < target) await readCheckpoint();
        return position;
      },
      target,
      timeoutMs,
      { firstMs: CHECKPOINT_POLL_MS, maxMs: CHECKPOINT_POLL_MS },
    );
  return {
    position: () => position,
    // Notices advance the position and wake the reads waiting for it at once; the checkpoint poll covers a missed notice.
    async waitFor(target, timeoutMs) {
      if (position !== undefined && position >= target) return true;
      const noticed = Promise.withResolvers<boolean>();
      const waiter = { target, wake: () => noticed.resolve(true) };
      waiters.add(waiter);
      try {
        return await Promise.race([noticed.promise, polled(target, timeoutMs)]);
      } finally {
        waiters.delete(waiter);
      }
    },
    onNotice(listener) {
      listeners.push(listener);
    },
    close: unsubscribe,
  };
};
