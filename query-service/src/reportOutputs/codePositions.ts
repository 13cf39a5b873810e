// The read side's position for a set of codes: the position of the last change notice that named one of
// their values documents. A grabber page keyed by it stays cached while other codes are written.
import { PARAMETER_VALUES_COLLECTION } from '@ftr/read-models/dataValues/projection.ts';
import type { ReadProgress } from '../consistency/readProgress.ts';

/** A column of a page: the code at its site. */
export interface SiteCode {
  site: string;
  code: string;
}

/** Values document ids are `${site}_${code}_${date}` (read-models/src/dataValues/projection.ts); the date is 10 characters. */
const siteCodeOf = (id: string): string | undefined => {
  const cut = id.indexOf('_');
  return cut > 0 && id.length > cut + 12 ? `${id.slice(0, cut)} ${id.slice(cut + 1, -11)}` : undefined;
};

/**
 * `positionOf(codes)`: a position to key cached answers of these codes' values by, or undefined when no key
 * can be trusted (nothing known yet). Notices are trusted only up to the last one seen: a read side moved on
 * by its checkpoint alone (a notice not delivered) answers the read side's own position, which every write moves.
 */
export const createCodePositions = (progress: Pick<ReadProgress, 'position' | 'onNotice'>) => {
  const changed = new Map<string, bigint>();
  let first: bigint | undefined;
  let noticed: bigint | undefined;
  progress.onNotice((notice) => {
    const position = BigInt(notice.position);
    for (const change of notice.changes) {
      if (change.collection !== PARAMETER_VALUES_COLLECTION) continue;
      const key = siteCodeOf(change.id);
      if (key !== undefined) changed.set(key, position);
    }
    first ??= position;
    if (noticed === undefined || position > noticed) noticed = position;
  });
  return (codes: readonly SiteCode[]): string | undefined => {
    const position = progress.position();
    if (position === undefined) return undefined;
    if (first === undefined || noticed === undefined || position > noticed) return `p${position}`;
    let last = first;
    for (const { site, code } of codes) {
      const at = changed.get(`${site} ${code}`);
      if (at !== undefined && at > last) last = at;
    }
    return `c${first}:${last}`;
  };
};
