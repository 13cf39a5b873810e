import type { DashboardAxisDto, DashboardDataDto, DashboardSeriesDto } from '@ftr/contracts';

/** No data: what a failed or pending dashboard read shows. */
export const EMPTY_DASHBOARD_DATA: DashboardDataDto = {
  axis: { PARAM_DATE: [], REAL_DATE: [], REAL_HOUR: [], FTR_DATE: [], FTR_HOUR: [] },
  series: [],
};

/** One value of a series at one site and its instant (epoch ms); `site` the site's long name, as the answer gives it. */
export interface SeriesPoint {
  instant: number;
  value: number;
  site: string;
}

/** A series' values as points over the dashboard's shared hours (the answer's axis), site by site, oldest first. */
export const pointsOf = (axis: Pick<DashboardAxisDto, 'PARAM_DATE'>, series: Pick<DashboardSeriesDto, 'sites'>): SeriesPoint[] =>
  series.sites.flatMap(({ LONG_SITE, PARAM_VALUE }) =>
    PARAM_VALUE.flatMap((value, i) => {
      const instant = axis.PARAM_DATE[i];
      return value === null || instant === undefined ? [] : [{ instant, value, site: LONG_SITE }];
    }),
  );

/** The values a site has, oldest first (the hours it has none at left out). */
export const valuesOf = (values: readonly (number | null)[]): number[] => values.filter((value) => value !== null);

/** A series' latest value (of its last site on a corporate dashboard read for every site); null when it has none. */
export const latestOf = (series: Pick<DashboardSeriesDto, 'sites'> | undefined): number | null =>
  valuesOf(series?.sites.at(-1)?.PARAM_VALUE ?? []).at(-1) ?? null;
