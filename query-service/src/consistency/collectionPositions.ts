// The read side's position for a set of read models: the position of the last change notice that named one of
// their documents. An answer read from those read models alone, keyed by it, stays cached while others change
// (a value entered moves the values, never the parameters list).
import type { ReadModelName } from '@ftr/contracts';
import type { ReadProgress } from './readProgress.ts';

/**
 * `positionOf(collections)`: a position to key cached answers of these read models by, or undefined when
 * nothing is known yet. Notices are trusted only up to the last one seen: a read side moved on by its
 * checkpoint alone (a notice not delivered) answers the read side's own position, which every write moves.
 */
export const createCollectionPositions = (progress: Pick<ReadProgress, 'position' | 'onNotice'>) => {
  const changed = new Map<string, bigint>();
  let first: bigint | undefined;
  let noticed: bigint | undefined;
  progress.onNotice((notice) => {
    const position = BigInt(notice.position);
    for (const change of notice.changes) changed.set(change.collection, position);
    first ??= position;
    if (noticed === undefined || position > noticed) noticed = position;
  });
  return (collections: readonly ReadModelName[]): string | undefined => {
    const position = progress.position();
    if (position === undefined) return undefined;
    if (first === undefined || noticed === undefined || position > noticed) return `p${position}`;
    let last = first;
    for (const collection of collections) {
      const at = changed.get(collection);
      if (at !== undefined && at > last) last = at;
    }
    return `c${first}:${last}`;
  };
};
