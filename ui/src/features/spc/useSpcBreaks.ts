import type { Site, SpcCellBreak } from '@ftr/contracts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

const NONE: SpcCellBreak[] = [];

/**
 * The cells of a site that completed an SPC rule break in a period (decided on the server), refreshed by
 * change notices. A mark is a help: a failed read shows none.
 */
export const useSpcBreaks = (site: Site | undefined, from: string | undefined, to: string | undefined): SpcCellBreak[] => {
  const read = useRouteQuery(
    'listSpcBreaks',
    { params: { site: site ?? 'BA' }, query: { from: from ?? '', to: to ?? '' } },
    { enabled: site !== undefined && from !== undefined && to !== undefined, retry: false },
  );
  return read.data ?? NONE;
};
