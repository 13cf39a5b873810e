import { siteColour, type DashboardSeriesDto } from '@ftr/contracts';

/** How a chart draws its values: an area reads well for one series only; several overlapping fills hide each other. */
export type DrawnAs = 'line' | 'area' | 'scatter' | 'bar';

/** A chart of `type` over `sites` series: an area chart of several sites is drawn as lines (docs/dashboards.md). */
export const drawnAs = (type: 'area' | 'scatter' | 'bar', sites: number): DrawnAs => (type === 'area' && sites > 1 ? 'line' : type);

/** Each site's series name (its long name, as the answer gives it) and its colour, in the answer's order. */
export const siteKeys = (series: Pick<DashboardSeriesDto, 'sites'>): { name: string; colour: string }[] =>
  series.sites.map(({ SITE, LONG_SITE }) => ({ name: LONG_SITE, colour: siteColour(SITE) }));

/** The charts library's colour scale: every site's own colour, whatever order or subset the answer holds. */
export const colourScale = (series: Pick<DashboardSeriesDto, 'sites'>) => {
  const keys = siteKeys(series);
  return { domain: keys.map((k) => k.name), range: keys.map((k) => k.colour) };
};
