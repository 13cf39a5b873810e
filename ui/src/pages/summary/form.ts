import { FACTORY_SITES, SUMMARY_DEFAULTS, isCentralOffice, type Site, type SummaryStatistic, type SummaryStream } from '@ftr/contracts';

/** What the summary shows: the page's choices once applied. */
export interface SummaryChoice {
  site: Site;
  code: string;
  stream: SummaryStream;
  statistic: SummaryStatistic;
}

/**
 * The sites a user may summarise: every factory site from the central office, else their own (the
 * server answers 403 for another site: a :site is the user's own unless central office).
 */
export const summarySites = (userSite: Site): Site[] => (isCentralOffice(userSite) ? [...FACTORY_SITES] : [userSite]);

/** Spec 3 §9 defaults (WI, BC, MAX, DY-NO-V-0T), the site being the user's own where WI is not theirs to read. */
export const defaultChoice = (userSite: Site): SummaryChoice => {
  const sites = summarySites(userSite);
  const site = sites.includes(SUMMARY_DEFAULTS.site) ? SUMMARY_DEFAULTS.site : userSite;
  return { site, code: SUMMARY_DEFAULTS.code, stream: SUMMARY_DEFAULTS.stream, statistic: SUMMARY_DEFAULTS.statistic };
};
