import type { DueBoardDto } from '@ftr/contracts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

/** Cells fall due as the clock passes each hour's grace time, with no change notice: reload each minute as well. */
const DUE_REFRESH_MS = 60_000;

/**
 * The due board of the session's site (GET /due-entries): change notices to values, operations and screens
 * refresh it at once (the route `reads` them); a minute's timer adds the cells that fell due meanwhile.
 * One cached read shared by the sidebar's badge, the board and the grid's marks. Failures are silent here.
 */
export const useDueBoard = (enabled = true): DueBoardDto | null => {
  const { data } = useRouteQuery('getDueBoard', {}, { enabled, refetchInterval: DUE_REFRESH_MS });
  return enabled ? (data ?? null) : null;
};
