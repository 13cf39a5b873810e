import {
  SUMMARY_DEFAULTS,
  isCentralOffice,
  reachableFactorySites,
  type Site,
  type SiteHolder,
  type SummaryStatistic,
  type SummaryStream,
} from '@ftr/contracts';

/** What the summary shows: the page's choices once applied. */
export interface SummaryChoice {
  site: Site;
  code: string;
  stream: SummaryStream;
  statistic: SummaryStatistic;
}

/**
 * The sites a user may summarise: from the central office the factory sites their account holds, else their
 * own (the server answers 403 for a site the user does not reach).
 */
export const summarySites = (user: SiteHolder): Site[] => (isCentralOffice(user.site) ? reachableFactorySites(user) : [user.site]);

/** Spec 3 §9 defaults (WI, BC, MAX, DY-NO-V-0T), the site being the user's own where WI is not theirs to read. */
export const defaultChoice = (user: SiteHolder): SummaryChoice => {
  const sites = summarySites(user);
  const site = sites.includes(SUMMARY_DEFAULTS.site) ? SUMMARY_DEFAULTS.site : (sites[0] ?? user.site);
  return { site, code: SUMMARY_DEFAULTS.code, stream: SUMMARY_DEFAULTS.stream, statistic: SUMMARY_DEFAULTS.statistic };
};
