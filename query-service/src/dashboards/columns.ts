import { SITE_NAMES, type DashboardAxisDto, type DashboardSiteValuesDto, type Site } from '@ftr/contracts';
import { slotOf } from './slots.ts';

/**
 * A factory hour (1..25) of the answer's dates as one number that sorts as the hours do: the index of its
 * date (oldest first) times 32, plus the hour.
 */
const KEYS_PER_DAY = 32;
export const hourKey = (day: number, hour: number): number => day * KEYS_PER_DAY + hour;
const dayOfKey = (key: number): number => Math.floor(key / KEYS_PER_DAY);

/** A parameter's values at one site: `values[i]` at the hour `keys[i]`, oldest first. */
export interface SiteValues {
  site: Site;
  keys: number[];
  values: number[];
}

/** Daily dashboards show each factory day's last value. */
export const lastOfEachDay = ({ site, keys, values }: SiteValues): SiteValues => {
  const last: SiteValues = { site, keys: [], values: [] };
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i] ?? 0;
    const next = keys[i + 1];
    if (next !== undefined && dayOfKey(next) === dayOfKey(key)) continue;
    last.keys.push(key);
    last.values.push(values[i] ?? 0);
  }
  return last;
};

/**
 * Dashboard data in columns: the factory hours any series has a value at, once, oldest first (the axis),
 * and per series and site its values at those hours (null where it has none). `dates` are the factory
 * dates the keys' day indexes name. A site with no value is left out. Pure; the hours' real time comes
 * from slots.ts.
 */
export const toColumns = (
  dates: readonly string[],
  series: readonly (readonly SiteValues[])[],
): { axis: DashboardAxisDto; values: DashboardSiteValuesDto[][] } => {
  // Each possible hour's place on the axis (-1: no value there), marked then numbered in key order.
  const places = new Int32Array(dates.length * KEYS_PER_DAY).fill(-1);
  for (const sites of series) for (const { keys } of sites) for (const key of keys) places[key] = 0;
  const axis: DashboardAxisDto = { PARAM_DATE: [], REAL_DATE: [], REAL_HOUR: [], FTR_DATE: [], FTR_HOUR: [] };
  for (let key = 0; key < places.length; key += 1) {
    if (places[key] === -1) continue;
    places[key] = axis.FTR_HOUR.length;
    const date = dates[dayOfKey(key)] ?? '';
    const hour = key % KEYS_PER_DAY;
    const slot = slotOf(date, hour);
    axis.PARAM_DATE.push(slot.instant);
    axis.REAL_DATE.push(slot.realDate);
    axis.REAL_HOUR.push(slot.realHour);
    axis.FTR_DATE.push(date);
    axis.FTR_HOUR.push(hour);
  }
  const length = axis.FTR_HOUR.length;
  const values = series.map((sites) =>
    sites
      .filter(({ keys }) => keys.length > 0)
      .map(({ site, keys, values: siteValues }) => {
        const PARAM_VALUE = new Array<number | null>(length).fill(null);
        for (let i = 0; i < keys.length; i += 1) PARAM_VALUE[places[keys[i] ?? 0] ?? 0] = siteValues[i] ?? null;
        return { SITE: site, LONG_SITE: SITE_NAMES[site], PARAM_VALUE };
      }),
  );
  return { axis, values };
};
