import {
  currentHour,
  factoryToday,
  type DataRow,
  type LiveColumnDto,
  type LiveScreenDto,
  type ScreenType,
  type Site,
  type SubscriptionDto,
  type WriteResult,
} from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 3 §7 live-data calls (plus the daily equivalent of the hourly one). */
export const listLiveScreens = (site: Site): Promise<LiveScreenDto[]> => call('liveScreens', { params: { site } });

/** `asOf` (ISO instant): the heading as it stood then (time travel); absent: now. */
export const loadLiveHeading = (site: Site, screenId: number, asOf?: string): Promise<LiveColumnDto[]> =>
  call('liveHeading', { params: { site, screenId: String(screenId) }, query: { asOf } });

/** Where a range ends: the factory hour in progress (hourly) or today's factory date (daily). */
export const rangeEnd = (now: Date): { date: string; hour: number } => currentHour(now, 'NOW');

/** The rows of a range ending now, newest first; with `asOf` (ISO instant), ending then, as they stood then. */
export const loadLiveRows = (site: Site, screenId: number, type: ScreenType, rangeDays: number, now: Date, asOf?: string): Promise<DataRow[]> => {
  const base = { site, screenId: String(screenId), rangeDays: String(rangeDays) };
  const until = asOf ? new Date(asOf) : now;
  if (type === 'DLY') return call('liveDailyData', { params: { ...base, date: factoryToday(until) }, query: { asOf } });
  const end = rangeEnd(until);
  return call('liveHourlyData', { params: { ...base, date: end.date, hour: String(end.hour) }, query: { asOf } });
};

export const listSubscriptions = (): Promise<SubscriptionDto[]> => call('listSubscriptions');

/** The bell: subscribe to a REA parameter, notified in the app when a value is entered (type 1). */
export const subscribe = (site: Site, code: string): Promise<WriteResult> =>
  call('subscribe', { body: { code, site, type: 1, email: false, push: true } });
