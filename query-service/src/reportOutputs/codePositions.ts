// The read side's position for a set of codes: the position of the last change notice that named one of
// their values documents. A grabber page keyed by it stays cached while other codes are written.
import { PARAMETER_VALUES_COLLECTION } from '@ftr/read-models/dataValues/projection.ts';
import { createNoticedPositions } from '../consistency/noticedPositions.ts';
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

/** By code: the position of the last notice naming one of these codes' values documents (noticedPositions.ts). */
export const createCodePositions = (progress: Pick<ReadProgress, 'position' | 'onNotice'>) => {
  const positionOf = createNoticedPositions(progress, (change) =>
    change.collection === PARAMETER_VALUES_COLLECTION ? siteCodeOf(change.id) : undefined,
  );
  return (codes: readonly SiteCode[]): string | undefined => positionOf(codes.map(({ site, code }) => `${site} ${code}`));
};
