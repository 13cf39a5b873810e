import { addDays, isCentralOffice, SITES, type ScreenLogEntryDto, type Site } from '@ftr/contracts';

/** Spec 3 §2 User form: the 'Data Screen Access Log' covers the past 7 days. */
export const ACCESS_LOG_DAYS = 7;
export const ACCESS_LOG_TITLE = 'Data Screen Access Log';

/** The dates (YYYY-MM-DD) of GET /data-screen-log: the 7 calendar days ending today, both ends included. */
export const accessLogRange = (today: string): { from: string; to: string } => ({
  from: addDays(today, -(ACCESS_LOG_DAYS - 1)),
  to: today,
});

/** What the chart needs of one entry of the log: a screen and the instants it was opened. */
export type ScreenAccess = Pick<ScreenLogEntryDto, 'DESCRIPTION' | 'DATES'>;

/** One dot of the scatter chart: when (x) which screen (y) was opened. */
export interface AccessPoint {
  time: Date;
  screen: string;
}

/** The dots of the chart, oldest first; instants that do not parse are left out. */
export const accessPoints = (entries: readonly ScreenAccess[]): AccessPoint[] =>
  entries
    .flatMap((entry) => entry.DATES.map((date) => ({ time: new Date(date), screen: entry.DESCRIPTION })))
    .filter((point) => !Number.isNaN(point.time.getTime()))
    .sort((a, b) => a.time.getTime() - b.time.getTime());

/**
 * The sites whose log the editor may read, the current site first (the default): the central office
 * may also look at each site of the user (the server lets it read any site); anyone else only their own.
 */
export const logSiteChoices = (current: Site, userSites: readonly Site[]): Site[] =>
  isCentralOffice(current) ? [current, ...SITES.filter((s) => s !== current && userSites.includes(s))] : [current];
