import { MESSAGES, type DataRow, type DataScreenDto } from '@ftr/contracts';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useReportError } from '../../../api/errors.ts';
import { routeQuery, useQueryErrors, useRouteQuery } from '../../../query/useRouteQuery.ts';
import type { GridTarget } from '../paths.ts';
import { gridBlockOf, type GridBlock } from './access.ts';
import type { GridColumn } from './column.ts';
import { gridRows, type GridRow } from './rows.ts';

export interface GridData {
  readonly screen: DataScreenDto | null;
  readonly columns: GridColumn[];
  readonly rows: GridRow[];
  /** True once heading and rows have loaded for this target. */
  readonly ready: boolean;
  /** Set when the server refuses (403) or does not know (404) the screen: the page shows only that. */
  readonly blocked: GridBlock | null;
  /** Reloads heading and rows; answers the fresh rows (null when the load failed). */
  readonly reload: () => Promise<GridRow[] | null>;
}

/**
 * The grid always opens on the server's values, never on a cached copy from an earlier visit (values
 * typed over a stale copy could mislead): its reads leave the cache as soon as the grid is left.
 */
const FRESH_ONLY = { gcTime: 0 } as const;

/**
 * A grid's screen, heading (columns with CCF state) and rows, as cached reads keyed by the target (and
 * `asOf`, an ISO instant: the grid as it stood then); failures show the spec's load-error texts (spec 1
 * §8), except a 403/404, which is one `blocked` state rather than a message per call. While another
 * `asOf` loads, the last answer stays on screen (not ready).
 */
export const useGridData = (target: GridTarget, asOf?: string): GridData => {
  const reportError = useReportError();
  const reportUnlessBlock = (fallback: string) => (error: Error) => {
    if (!gridBlockOf(error)) reportError(error, fallback);
  };
  const { screenId, operation, type, date, hourMode } = target;
  const screen = useRouteQuery(
    'getDataScreen',
    { params: { id: String(screenId) } },
    { onError: reportUnlessBlock(MESSAGES.screenLoadFailed) },
  );
  const heading = useRouteQuery(
    'gridHeading',
    { params: { screenId: String(screenId), operation, type, date, hourMode }, query: { asOf } },
    { ...FRESH_ONLY, placeholderData: keepPreviousData, onError: reportUnlessBlock(MESSAGES.headingLoadFailed) },
  );
  const rowsRead: { queryKey: QueryKey; queryFn: () => Promise<DataRow[]> } =
    type === 'HLY'
      ? routeQuery('hourlyGridData', { params: { operation, screenId: String(screenId), date, hourMode }, query: { asOf } })
      : routeQuery('dailyGridData', { params: { operation, screenId: String(screenId), date }, query: { asOf } });
  const data = useQuery({ ...rowsRead, ...FRESH_ONLY, placeholderData: keepPreviousData });
  useQueryErrors(data, reportUnlessBlock(MESSAGES.screenLoadFailed));

  const rows = useMemo(() => (data.data ? gridRows(data.data) : []), [data.data]);
  const { refetch: refetchHeading } = heading;
  const { refetch: refetchRows } = data;
  const reload = useCallback(async (): Promise<GridRow[] | null> => {
    const [, fresh] = await Promise.all([refetchHeading(), refetchRows()]);
    return fresh.isSuccess ? gridRows(fresh.data) : null;
  }, [refetchHeading, refetchRows]);

  const blocked = [screen.error, heading.error, data.error].map(gridBlockOf).find((block) => block !== null) ?? null;
  const ready = heading.isSuccess && data.isSuccess && !heading.isPlaceholderData && !data.isPlaceholderData;
  return { screen: screen.data ?? null, columns: heading.data ?? [], rows, ready, blocked, reload };
};
