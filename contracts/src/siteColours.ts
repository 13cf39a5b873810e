import type { Site } from './sites.ts';

/**
 * One colour per site, the same in every chart, legend, tooltip and table (docs/dashboards.md): the
 * Okabe–Ito palette, whose hues stay distinct for the common colour-vision deficiencies and on a dark page.
 */
export const SITE_COLOURS: Readonly<Record<Site, string>> = {
  BA: '#0072B2',
  BU: '#E69F00',
  CA: '#009E73',
  NE: '#CC79A7',
  WI: '#D55E00',
  CO: '#7F7F7F',
};

export const siteColour = (site: Site): string => SITE_COLOURS[site];
