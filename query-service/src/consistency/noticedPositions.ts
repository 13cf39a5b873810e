// The read side's position for part of the read models: the position of the last change notice that named one
// of its documents. An answer read from that part alone, keyed by it, stays cached while the rest changes (a
// value entered moves the values, never the parameters list; a grabber page keeps while other codes change).
import type { Change, ReadModelName } from '@ftr/contracts';
import type { ReadProgress } from './readProgress.ts';

type Progress = Pick<ReadProgress, 'position' | 'onNotice'>;

/**
 * `positionOf(keys)`, the keys being what `keyOf` names a notice's changes by: a position to key cached answers
 * of those keys by, or undefined when nothing is known yet. Notices are trusted only up to the last one seen: a
 * read side moved on by its checkpoint alone (a notice not delivered) answers the read side's own position,
 * which every write moves. At most `maxKeys` keys are remembered (keys as fine as documents grow with the
 * plant's history): past it the least recently changed half is forgotten and the floor rises to the newest
 * position forgotten, so their answers are made once more, never kept too long.
 */
export const createNoticedPositions = (progress: Progress, keyOf: (change: Change) => string | undefined, maxKeys = 50_000) => {
  /** In the order they last changed (re-inserted on each change), so the first are the least recent. */
  const changed = new Map<string, bigint>();
  let first: bigint | undefined;
  let noticed: bigint | undefined;
  const forgetOldest = () => {
    for (const [key, at] of changed) {
      if (changed.size <= maxKeys / 2) break;
      changed.delete(key);
      if (first === undefined || at > first) first = at;
    }
  };
  progress.onNotice((notice) => {
    const position = BigInt(notice.position);
    for (const change of notice.changes) {
      const key = keyOf(change);
      if (key === undefined) continue;
      changed.delete(key);
      changed.set(key, position);
    }
    first ??= position;
    if (noticed === undefined || position > noticed) noticed = position;
    if (changed.size > maxKeys) forgetOldest();
  });
  return (keys: readonly string[]): string | undefined => {
    const position = progress.position();
    if (position === undefined) return undefined;
    if (first === undefined || noticed === undefined || position > noticed) return `p${position}`;
    let last = first;
    for (const key of keys) {
      const at = changed.get(key);
      if (at !== undefined && at > last) last = at;
    }
    return `c${first}:${last}`;
  };
};

/** By read model: the position of the last notice naming one of these collections. */
export const createCollectionPositions = (progress: Progress): ((collections: readonly ReadModelName[]) => string | undefined) =>
  createNoticedPositions(progress, (change) => change.collection);
