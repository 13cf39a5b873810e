import { siteAccessKey, sitesOf, type Site, type UserDto } from '@ftr/contracts';

/** Spec 3 §9: 12 users per page. */
export const USERS_PAGE_SIZE = 12;

export interface UserFilters {
  /** Matched against username, first, last and full name and email, ignoring case. */
  search: string;
  hideArchived: boolean;
  /** Only users with access to the site the viewer is signed in to. */
  currentSiteOnly: boolean;
}

export const NO_FILTERS: UserFilters = { search: '', hideArchived: false, currentSiteOnly: false };

/** Whether every word of `search` appears in the user's username, names or email. */
export const matchesSearch = (user: UserDto, search: string): boolean => {
  const words = search
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  const text = [user.USERNAME, user.FIRST_NAME, user.LAST_NAME, user.FULL_NAME, user.EMAIL].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
};

/**
 * The rows of the users list (spec 3 §2): never the viewer themself; then the search and the two
 * filters; ordered by username.
 */
export const visibleUsers = (users: readonly UserDto[], filters: UserFilters, viewer: { username: string; site: Site }): UserDto[] =>
  users
    .filter((u) => u.USERNAME !== viewer.username)
    .filter((u) => !filters.hideArchived || u.ACTIVE)
    .filter((u) => !filters.currentSiteOnly || u[siteAccessKey(viewer.site)])
    .filter((u) => matchesSearch(u, filters.search))
    .sort((a, b) => a.USERNAME.localeCompare(b.USERNAME));

/** The list with one user's ACTIVE set (an archive shown at once, or its answer). */
export const withActive = (users: readonly UserDto[], username: string, active: boolean): UserDto[] =>
  users.map((u) => (u.USERNAME === username ? { ...u, ACTIVE: active } : u));

/** The Sites column: the site codes the user may sign in to, in the product's order. */
export const siteCodes = (user: UserDto): string => sitesOf(user).join(', ');
