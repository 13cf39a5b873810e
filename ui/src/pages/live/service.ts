import { currentHour, factoryToday, type DataRow, type ScreenType, type Site, type WriteResult } from '@ftr/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { routeQuery } from '../../query/useRouteQuery.ts';

/** Spec 3 §7 live-data calls (plus the daily equivalent of the hourly one). */

/** Where a range ends: the factory hour in progress (hourly) or today's factory date (daily). */
export const rangeEnd = (now: Date): { date: string; hour: number } => currentHour(now, 'NOW');

/**
 * The read of the rows of a range ending now (the hour or day in progress, which its key names), newest
 * first; with `asOf` (ISO instant), ending then, as they stood then.
 */
export const liveRowsRead = (
  site: Site,
  screenId: number,
  type: ScreenType,
  rangeDays: number,
  now: Date,
  asOf?: string,
): { queryKey: QueryKey; queryFn: () => Promise<DataRow[]> } => {
  const base = { site, screenId: String(screenId), rangeDays: String(rangeDays) };
  const until = asOf ? new Date(asOf) : now;
  if (type === 'DLY') return routeQuery('liveDailyData', { params: { ...base, date: factoryToday(until) }, query: { asOf } });
  const end = rangeEnd(until);
  return routeQuery('liveHourlyData', { params: { ...base, date: end.date, hour: String(end.hour) }, query: { asOf } });
};

/** The bell: subscribe to a REA parameter, notified in the app when a value is entered (type 1). */
export const subscribe = (site: Site, code: string): Promise<WriteResult> =>
  call('subscribe', { body: { code, site, type: 1, email: false, push: true } });
