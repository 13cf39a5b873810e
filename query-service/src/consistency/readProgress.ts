import type { NoticeBus } from '@ftr/infra/notices/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';

/** Where the read side is, as the query side sees it: change notices plus the projector checkpoint. */
export interface ReadProgress {
  position(): bigint | undefined;
  /** Resolves true once the read side has reached `target`, false after `timeoutMs`. */
  waitFor(target: bigint, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

const CHECKPOINT_POLL_MS = 50;

export const createReadProgress = async (
  readStore: ReadStore,
  noticeBus: NoticeBus,
  group = 'main',
): Promise<ReadProgress> => {
  let position: bigint | undefined;
  const advance = (p: bigint) => {
    if (position === undefined || p > position) position = p;
  };
  const readCheckpoint = async () => {
    const doc = await readStore.get<{ _id: string; position: string }>('checkpoints', group);
    if (doc) advance(BigInt(doc.position));
  };
  const unsubscribe = await noticeBus.subscribe((notice) => advance(BigInt(notice.position)));
  await readCheckpoint();
  return {
    position: () => position,
    async waitFor(target, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      // Notices advance the position at once; the checkpoint poll covers a missed notice.
      while (position === undefined || position < target) {
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, Math.min(CHECKPOINT_POLL_MS, deadline - Date.now())));
        if (position === undefined || position < target) await readCheckpoint();
      }
      return true;
    },
    close: unsubscribe,
  };
};
