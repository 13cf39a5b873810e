import { flagRow, siteAccessRow, type Site, type UserDto } from '@ftr/contracts';
import { matchesSearch, NO_FILTERS, siteCodes, visibleUsers, withActive } from './list.ts';

const user = (USERNAME: string, first: string, last: string, sites: Site[], ACTIVE = true): UserDto => ({
  USERNAME,
  FIRST_NAME: first,
  LAST_NAME: last,
  FULL_NAME: `${first} ${last}`,
  EMAIL: `${USERNAME}@example.com`,
  PHONE: '',
  READ_ACCESS: 1,
  WRITE_ACCESS: 1,
  ...siteAccessRow(sites),
  ...flagRow([]),
  ACTIVE,
  LAST_UPDATED_BY: 'admin',
  LAST_UPDATED_DTS: '2026-01-10T09:00:00.000Z',
});

const users = [
  user('wingram', 'Will', 'Ingram', ['WI']),
  user('bbarker', 'Beth', 'Barker', ['BA']),
  user('me', 'Mary', 'Ellis', ['BA', 'CO']),
  user('oashby', 'Owen', 'Ashby', ['BA'], false),
  user('coakes', 'Carol', 'Oakes', ['BA', 'BU', 'CA', 'NE', 'WI', 'CO']),
];
const viewer = { username: 'me', site: 'BA' as const };
const names = (list: UserDto[]) => list.map((u) => u.USERNAME);

describe('users list rules (spec 3 §2)', () => {
  it('hides the viewer and orders the rest by username', () => {
    expect(names(visibleUsers(users, NO_FILTERS, viewer))).toEqual(['bbarker', 'coakes', 'oashby', 'wingram']);
  });

  it('searches username, names and email, ignoring case, every word', () => {
    const search = (text: string) => names(visibleUsers(users, { ...NO_FILTERS, search: text }, viewer));
    expect(search('BARK')).toEqual(['bbarker']);
    expect(search('carol oakes')).toEqual(['coakes']);
    expect(search('wingram@example')).toEqual(['wingram']);
    expect(search('  ')).toEqual(['bbarker', 'coakes', 'oashby', 'wingram']);
    expect(search('Mary')).toEqual([]);
    expect(matchesSearch(users[0] as UserDto, 'will ingram')).toBe(true);
    expect(matchesSearch(users[0] as UserDto, 'will barker')).toBe(false);
  });

  it('hides archived users and keeps to the current site on request', () => {
    expect(names(visibleUsers(users, { ...NO_FILTERS, hideArchived: true }, viewer))).toEqual(['bbarker', 'coakes', 'wingram']);
    expect(names(visibleUsers(users, { ...NO_FILTERS, currentSiteOnly: true }, viewer))).toEqual(['bbarker', 'coakes', 'oashby']);
    expect(names(visibleUsers(users, { ...NO_FILTERS, currentSiteOnly: true }, { username: 'x', site: 'CO' }))).toEqual(['coakes', 'me']);
    expect(names(visibleUsers(users, { search: 'a', hideArchived: true, currentSiteOnly: true }, viewer))).toEqual(['bbarker', 'coakes']);
  });

  it('flips one user, leaving the original alone', () => {
    expect(withActive(users, 'bbarker', false).find((u) => u.USERNAME === 'bbarker')?.ACTIVE).toBe(false);
    expect(users.map((u) => u.ACTIVE)).toEqual([true, true, true, false, true]);
  });

  it('lists the site codes in the product order', () => {
    expect(siteCodes(users[4] as UserDto)).toBe('BA, BU, CA, NE, WI, CO');
    expect(siteCodes(users[2] as UserDto)).toBe('BA, CO');
  });
});
