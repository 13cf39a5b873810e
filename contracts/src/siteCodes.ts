/**
 * The sites as constants, without zod (sites.ts adds the Site schema and re-exports these): the sign-in
 * page's first load needs the list and its labels but no schema library.
 */

/** The five factory sites and the central office (spec 1 §1, spec 3 §1). */
export const SITES = ['BA', 'BU', 'CA', 'NE', 'WI', 'CO'] as const;
type Site = (typeof SITES)[number];

export const FACTORY_SITES = ['BA', 'BU', 'CA', 'NE', 'WI'] as const satisfies readonly Site[];
export const CENTRAL_OFFICE: Site = 'CO';

export const SITE_NAMES: Record<Site, string> = {
  BA: 'Bardney',
  BU: 'Bury',
  CA: 'Cantley',
  NE: 'Newark',
  WI: 'Wissington',
  CO: 'Central Office',
};

/** The login site list labels the central office 'Peterborough' (spec 3 §1). */
export const LOGIN_SITE_LABELS: Record<Site, string> = { ...SITE_NAMES, CO: 'Peterborough' };

export const isCentralOffice = (site: Site): boolean => site === CENTRAL_OFFICE;
