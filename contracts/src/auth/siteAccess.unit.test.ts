import { mayReachSite, mayReachSites, reachableSites } from './siteAccess.ts';

describe('site access', () => {
  it('at the central office reaches the sites the account holds, not every site', () => {
    const user = { site: 'CO', sites: ['BA', 'CO'] } as const;
    expect(reachableSites(user)).toEqual(['BA', 'CO']);
    expect(mayReachSite(user, 'BA')).toBe(true);
    expect(mayReachSite(user, 'WI')).toBe(false);
    expect(mayReachSites(user, ['BA', 'CO'])).toBe(true);
    expect(mayReachSites(user, ['BA', 'WI'])).toBe(false);
  });

  it('at a factory reaches that factory alone, whatever else the account holds', () => {
    const user = { site: 'BA', sites: ['BA', 'CO', 'WI'] } as const;
    expect(reachableSites(user)).toEqual(['BA']);
    expect(mayReachSite(user, 'WI')).toBe(false);
    expect(mayReachSite(user, 'CO')).toBe(false);
  });

  it('reaches nothing once the account no longer holds the site it signed in at', () => {
    expect(reachableSites({ site: 'CO', sites: ['BA'] })).toEqual([]);
    expect(mayReachSite({ site: 'BA', sites: ['WI'] }, 'BA')).toBe(false);
  });

  it('compares site codes exactly', () => {
    expect(mayReachSite({ site: 'BA', sites: ['BA'] }, 'ba')).toBe(false);
  });
});
