import type { Flag, Site, TokenClaims } from '@ftr/contracts';

/** Token claims for unit tests of pure UI rules. */
export const claimsFor = (flags: Flag[], site: Site = 'BA', sites: Site[] = [site]): TokenClaims => ({
  sub: 'tester',
  sid: 'session',
  site,
  longSite: site,
  firstName: 'Test',
  fullName: 'Test User',
  flags,
  sites,
  exp: 2_000_000_000,
  iat: 1_700_000_000,
});
