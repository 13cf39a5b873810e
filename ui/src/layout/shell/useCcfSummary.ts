import type { CcfSummary } from '@ftr/contracts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

/**
 * The sidebar's CCF summary (GET /ccf-summary), loaded when `enabled`; change notices to the CCF read
 * model refresh it (LiveQueries). Failures are silent (spec 3 §8: many loads fail silently).
 */
export const useCcfSummary = (enabled: boolean): CcfSummary | null => {
  const { data } = useRouteQuery('ccfSummary', {}, { enabled });
  return enabled ? (data ?? null) : null;
};
