import { PROFILE_LINKS, selectedProfileLink } from './links.ts';

describe('profile side links (spec 3 §2)', () => {
  it('lists Profile, Change Password, My Subscriptions and My Favourites', () => {
    expect(PROFILE_LINKS.map((link) => [link.label, link.path])).toEqual([
      ['Profile', '/profile'],
      ['Change Password', '/profile/password'],
      ['My Subscriptions', '/profile/subscriptions'],
      ['My Favourites', '/profile/favourites'],
    ]);
  });

  it.each([
    ['/profile', '/profile'],
    ['/profile/', '/profile'],
    ['/Profile/Password', '/profile/password'],
    ['/profile/subscriptions', '/profile/subscriptions'],
    ['/profile/favourites/12', '/profile/favourites'],
    ['/profile/passwords', '/profile'],
  ])('highlights %s as %s', (path, link) => {
    expect(selectedProfileLink(path)).toBe(link);
  });
});
