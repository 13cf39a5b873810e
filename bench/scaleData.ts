import { addDays, hoursInFactoryDay, type ChangeRecord } from '@ftr/contracts';
import type { DemoOperation } from '@ftr/server/seed/demoPlant.ts';

/**
 * The scale bench's data sets, as pure functions. Both are the same plant: the demo plant
 * (set up at SETUP_NOW) plus 400 hourly bench parameters at each of the five factory sites, a grabber of BA's first
 * 50, a one-month hourly report of BA's first 20, a 24 x 60 hourly screen of BA's first 60 and a site dashboard
 * at BA over its first 10 (bench/scaleDashboard.ts). They differ in
 * the values recorded:
 *
 * - scale-10m: the 2025/26 season (205 factory days from 2 Oct 2025: the demo's BC2025 campaign and the first
 *   weeks of BO2025) for every bench parameter, and a whole year (365 days) for BA's first 50, the grabber's:
 *   1,950 x 24 x 205 + 50 x 24 x 365 = 10,032,000 values.
 * - scale-100k: a young plant: BA's first 60 parameters for the first 70 days: 100,860 values (the autumn change day has 25 hours).
 *
 * Values are entered as the demo seed enters its history: one submission per site and factory day, all the
 * day's hours of every parameter that has values that day (one event per parameter and day).
 */
export type ScaleName = 'scale-10m' | 'scale-100k';
export type ScaleSite = 'BA' | 'BU' | 'CA' | 'NE' | 'WI';

/** Bump to rebuild the cached stores when the data set's definition changes. */
export const SCALE_VERSION = 2;

export const SCALE_SITES: readonly ScaleSite[] = ['BA', 'BU', 'CA', 'NE', 'WI'];
export const PARAMETERS_PER_SITE = 400;
/** The build's clock when it sets the plant up (the demo's operations are relative to it). */
export const SETUP_NOW = new Date('2026-11-25T10:30:00Z');
export const SETUP_TODAY = '2026-11-26';
/** The first factory day with values: the start of the demo's BC2025 campaign at SETUP_NOW. */
export const FIRST_DAY = addDays(SETUP_TODAY, -420);
export const SEASON_DAYS = 205;
export const YEAR_DAYS = 365;
export const GRABBER_CODES = 50;
export const REPORT_CODES = 20;
export const SCREEN_CODES = 60;
const YOUNG_DAYS = 70;

export const benchCode = (index: number): string => `SC-P${String(index + 1).padStart(3, '0')}-V-1H`;

export interface ScaleSpec {
  name: ScaleName;
  /** The factory days a site records values, in order. */
  days: number;
  /** Indexes of the bench parameters of `site` with values on day `day` (0 = FIRST_DAY). */
  recorded(site: ScaleSite, day: number): readonly number[];
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);
const ALL = range(0, PARAMETERS_PER_SITE);
const GRABBER = range(0, GRABBER_CODES);
const SCREEN = range(0, SCREEN_CODES);

export const SCALE_SPECS: Record<ScaleName, ScaleSpec> = {
  'scale-10m': {
    name: 'scale-10m',
    days: YEAR_DAYS,
    recorded: (site, day) => (day < SEASON_DAYS ? ALL : site === 'BA' ? GRABBER : []),
  },
  'scale-100k': { name: 'scale-100k', days: YOUNG_DAYS, recorded: (site, day) => (site === 'BA' && day < YOUNG_DAYS ? SCREEN : []) },
};

/** Values in the data set (a factory day has 23 hours on the spring change day and 25 on the autumn one). */
export const valueCount = (spec: ScaleSpec): number =>
  SCALE_SITES.reduce(
    (sum, site) =>
      sum + range(0, spec.days).reduce((n, day) => n + hoursInFactoryDay(addDays(FIRST_DAY, day)) * spec.recorded(site, day).length, 0),
    0,
  );

/** A reading that drifts with the hour and the day, different per site and parameter, within the parameters' 0..1000 limits. */
export const scaleValue = (site: number, parameter: number, day: number, hour: number): number =>
  Math.round((100 + site * 50 + (parameter % 97) * 3 + (((day * 24 + hour) * (parameter + 7)) % 101) / 10) * 1000) / 1000;

/** The demo operation holding a factory date at a site (the values' OPERATION). */
export const operationOn = (operations: readonly DemoOperation[], site: ScaleSite, date: string): string => {
  const found = operations.find((op) => op.site === site && op.startDate <= date && date <= op.endDate);
  if (!found) throw new Error(`no demo operation holds ${date} at ${site}`);
  return found.code;
};

/** One site's submission of a factory day: every hour of every parameter recorded that day, as POST /data's records. */
export const dayRecords = (spec: ScaleSpec, site: ScaleSite, day: number, operation: string): ChangeRecord[] => {
  const date = addDays(FIRST_DAY, day);
  const siteIndex = SCALE_SITES.indexOf(site);
  return spec.recorded(site, day).flatMap((parameter) =>
    Array.from({ length: hoursInFactoryDay(date) }, (_, h) => ({
      TYPE: 'Insert' as const,
      CODE: benchCode(parameter),
      FTR_DATE: date,
      FTR_HOUR: h + 1,
      OPERATION: operation,
      AUDIT: false,
      VALUE: scaleValue(siteIndex, parameter, day, h + 1),
      ORIGINAL_VALUE: null,
      VALID: true,
    })),
  );
};
