import { hasFlag, isCentralOffice, type Flag, type TokenClaims } from '@ftr/contracts';

export type SidebarIcon =
  | 'home' | 'dataentry' | 'dashboards' | 'live' | 'reports' | 'datagrabber' | 'summary' | 'parameters'
  | 'operations' | 'constants' | 'lookups' | 'users' | 'comments' | 'processtags' | 'ccf' | 'recalculate'
  | 'notifications';

export interface SidebarLink {
  path: string;
  label: string;
  icon: SidebarIcon;
  /** The flag the link needs; none: any signed-in user. */
  flag?: Flag;
  /** Hidden for the central office (spec 3 §2, §6). */
  notCentralOffice?: boolean;
  /** The cog to the page's manage screen, shown to holders of its flag. */
  cog?: { path: string; flag: Flag; label: string };
  /** The CCF link carries the open and pending-close badges. */
  ccfBadges?: boolean;
}

/**
 * Spec 3 §2 Sidebar, in its order (Home first and Notifications last are ours). Every link of the
 * product is here; a link shows once its page exists (PAGES_READY), so a new page plugs in by adding
 * its path there.
 */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { path: '/', label: 'Home', icon: 'home' },
  {
    path: '/dataentry', label: 'Data Entry', icon: 'dataentry', flag: 'VIEW_DATA_SCREENS', notCentralOffice: true,
    cog: { path: '/dataentry/manage', flag: 'MAINTAIN_DATA_SCREENS', label: 'Edit data screens' },
  },
  {
    path: '/dashboards', label: 'Dashboards', icon: 'dashboards', flag: 'VIEW_DASHBOARDS',
    cog: { path: '/dashboards/manage', flag: 'MAINTAIN_DASHBOARDS', label: 'Edit dashboards' },
  },
  { path: '/live', label: 'Live Data', icon: 'live', flag: 'LIVE_DATA' },
  {
    path: '/reports', label: 'Reports', icon: 'reports', flag: 'REPORTS',
    cog: { path: '/report/manage', flag: 'MAINTAIN_REPORTS', label: 'Edit reports' },
  },
  {
    path: '/datagrabber', label: 'Data Grabber', icon: 'datagrabber', flag: 'DATA_GRABBER',
    cog: { path: '/datagrabber/manage', flag: 'MAINTAIN_GRABBERS', label: 'Edit grabbers' },
  },
  { path: '/summary', label: 'Summary', icon: 'summary', flag: 'REPORTS' },
  { path: '/parameters', label: 'Parameters', icon: 'parameters' },
  { path: '/operations', label: 'Operations', icon: 'operations', flag: 'OPERATIONS' },
  { path: '/constants', label: 'Constants', icon: 'constants', flag: 'CONSTANTS' },
  { path: '/lookups', label: 'Lookups', icon: 'lookups', flag: 'LOOKUPS' },
  { path: '/users', label: 'Users', icon: 'users', flag: 'USERS' },
  { path: '/twitter', label: 'Production Comments', icon: 'comments', flag: 'PRODUCTION_COMMENTS' },
  { path: '/processtags', label: 'Process Tags', icon: 'processtags', flag: 'PARAMETERS', notCentralOffice: true },
  {
    path: '/ccf', label: 'CCF', icon: 'ccf', flag: 'VIEW_CCF', notCentralOffice: true, ccfBadges: true,
    cog: { path: '/ccf/settings', flag: 'MAINTAIN_CCF', label: 'CCF settings' },
  },
  { path: '/recalculate', label: 'Recalculate', icon: 'recalculate', flag: 'RECALCULATE', notCentralOffice: true },
  { path: '/notifications', label: 'Notifications', icon: 'notifications' },
];

/** Paths whose pages exist today; the other links wait for their pages. */
export const PAGES_READY: ReadonlySet<string> = new Set(['/', '/operations', '/users', '/notifications', '/dataentry', '/dataentry/manage', '/live', '/ccf', '/ccf/settings', '/recalculate']);

/** The links a user sees: permission, central office rule and, for links and cogs, an existing page. */
export const visibleLinks = (
  claims: TokenClaims,
  ready: (path: string) => boolean = (path) => PAGES_READY.has(path),
): SidebarLink[] =>
  SIDEBAR_LINKS.filter(
    (link) =>
      ready(link.path) &&
      (!link.flag || hasFlag(claims.flags, link.flag)) &&
      !(link.notCentralOffice && isCentralOffice(claims.site)),
  ).map(({ cog, ...link }) => (cog && hasFlag(claims.flags, cog.flag) && ready(cog.path) ? { ...link, cog } : link));

/** The sidebar entry to highlight for a path: the longest link path that is the path or above it. */
export const selectedLink = (links: readonly { path: string }[], pathname: string): string =>
  links
    .map((link) => link.path)
    .filter((path) => path === pathname || (path !== '/' && pathname.startsWith(`${path}/`)))
    .sort((a, b) => b.length - a.length)[0] ?? '';
