/** Spec 3 §2 Profile: the side links of the profile pages, in order. */
export const PROFILE_LINKS = [
  { path: '/profile', label: 'Profile' },
  { path: '/profile/password', label: 'Change Password' },
  { path: '/profile/subscriptions', label: 'My Subscriptions' },
  { path: '/profile/favourites', label: 'My Favourites' },
] as const;

export type ProfilePath = (typeof PROFILE_LINKS)[number]['path'];

/**
 * The side link to highlight: the longest link path that is the current path or above it (paths match
 * case-insensitively and without a trailing slash, as the router does); /profile otherwise.
 */
export const selectedProfileLink = (pathname: string): ProfilePath => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const matches = PROFILE_LINKS.filter((link) => path === link.path || path.startsWith(`${link.path}/`));
  return matches.reduce<ProfilePath>((best, link) => (link.path.length > best.length ? link.path : best), '/profile');
};
