import type { Site } from '@ftr/contracts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';

/** The display precision of a site's parameter (null until known, or when it has none): CCF values as the grid shows them. */
export const useDisplayPrecision = (site: Site | undefined, code: string | undefined): number | null => {
  // A failed read is silent: values then show as stored.
  const { data } = useRouteQuery(
    'getSiteParameter',
    { params: { site: site ?? 'BA', code: code ?? '' }, query: {} },
    { enabled: !!site && !!code },
  );
  return site && code ? (data?.DISPLAY_PRECISION ?? null) : null;
};
