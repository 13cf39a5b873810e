import { FACTORY_SITES, isCentralOffice } from '../siteCodes.ts';
import type { Site } from '../sites.ts';

/** What site access is decided on: the site the session is signed in at and the sites the account holds now. */
export interface SiteHolder {
  site: Site;
  sites: readonly Site[];
}

/**
 * The sites a signed-in user reaches: signed in at the central office, every site their account holds;
 * signed in at a factory, that factory alone. Signing in at head office grants head office, never a
 * factory the account does not hold, and an account that lost the site it signed in at reaches nothing.
 * The one rule for every way a site arrives (path, query, body, a stored definition, a socket room, an
 * export or a scheduled run); docs/security.md lists where it is applied.
 */
export const reachableSites = (user: SiteHolder): Site[] => {
  if (!user.sites.includes(user.site)) return [];
  return isCentralOffice(user.site) ? [...user.sites] : [user.site];
};

/** Whether the user may read or write the site's data (reachableSites). */
export const mayReachSite = (user: SiteHolder, site: string): boolean => reachableSites(user).some((s) => s === site);

/** Whether the user may reach every one of the sites (a definition naming several sites: a report, a grabber). */
export const mayReachSites = (user: SiteHolder, sites: Iterable<string>): boolean => {
  const reachable = reachableSites(user);
  for (const site of sites) if (!reachable.some((s) => s === site)) return false;
  return true;
};

/** The factory sites among those the user reaches, in the usual order (the site pickers of the central office). */
export const reachableFactorySites = (user: SiteHolder): (typeof FACTORY_SITES)[number][] => {
  const reachable = reachableSites(user);
  return FACTORY_SITES.filter((site) => reachable.includes(site));
};
