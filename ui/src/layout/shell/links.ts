import { isCentralOffice, type TokenClaims } from '@ftr/contracts';
import { accessFor, guardOutcome, hasPage } from '../../routing/routeTable.ts';

export type SidebarIcon =
  | 'home'
  | 'dataentry'
  | 'dashboards'
  | 'live'
  | 'reports'
  | 'datagrabber'
  | 'summary'
  | 'parameters'
  | 'operations'
  | 'constants'
  | 'lookups'
  | 'users'
  | 'comments'
  | 'processtags'
  | 'ccf'
  | 'recalculate'
  | 'notifications';

export interface SidebarLink {
  path: string;
  label: string;
  icon: SidebarIcon;
  /** Hidden for the central office (spec 3 §2, §6). */
  notCentralOffice?: boolean;
  /** The cog to the page's manage screen. */
  cog?: { path: string; label: string };
  /** The CCF link carries the open and pending-close badges. */
  ccfBadges?: boolean;
}

/**
 * Spec 3 §2 Sidebar, in its order (Home first and Notifications last are ours). Every link of the
 * product is here; what a link (or cog) needs, and whether its page exists yet, come from the route
 * table (routing/routeTable.ts), so a new page plugs in by giving its table rule a page.
 */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { path: '/', label: 'Home', icon: 'home' },
  {
    path: '/dataentry',
    label: 'Data Entry',
    icon: 'dataentry',
    notCentralOffice: true,
    cog: { path: '/dataentry/manage', label: 'Edit data screens' },
  },
  {
    path: '/dashboards',
    label: 'Dashboards',
    icon: 'dashboards',
    cog: { path: '/dashboards/manage', label: 'Edit dashboards' },
  },
  { path: '/live', label: 'Live Data', icon: 'live' },
  {
    path: '/reports',
    label: 'Reports',
    icon: 'reports',
    cog: { path: '/report/manage', label: 'Edit reports' },
  },
  {
    path: '/datagrabber',
    label: 'Data Grabber',
    icon: 'datagrabber',
    cog: { path: '/datagrabber/manage', label: 'Edit grabbers' },
  },
  { path: '/summary', label: 'Summary', icon: 'summary' },
  { path: '/parameters', label: 'Parameters', icon: 'parameters' },
  { path: '/operations', label: 'Operations', icon: 'operations' },
  { path: '/constants', label: 'Constants', icon: 'constants' },
  { path: '/lookups', label: 'Lookups', icon: 'lookups' },
  { path: '/users', label: 'Users', icon: 'users' },
  { path: '/twitter', label: 'Production Comments', icon: 'comments' },
  { path: '/processtags', label: 'Process Tags', icon: 'processtags', notCentralOffice: true },
  {
    path: '/ccf',
    label: 'CCF',
    icon: 'ccf',
    notCentralOffice: true,
    ccfBadges: true,
    cog: { path: '/ccf/settings', label: 'CCF settings' },
  },
  { path: '/recalculate', label: 'Recalculate', icon: 'recalculate', notCentralOffice: true },
  { path: '/notifications', label: 'Notifications', icon: 'notifications' },
];

/** Whether the user may open the page at `path`, by the route table. */
const mayOpen = (claims: TokenClaims, path: string): boolean => guardOutcome(accessFor(path), claims) === 'allow';

/** The links a user sees: the page's access, the central office rule and, for links and cogs, an existing page. */
export const visibleLinks = (claims: TokenClaims, ready: (path: string) => boolean = hasPage): SidebarLink[] =>
  SIDEBAR_LINKS.filter(
    (link) => ready(link.path) && mayOpen(claims, link.path) && !(link.notCentralOffice && isCentralOffice(claims.site)),
  ).map(({ cog, ...link }) => (cog && mayOpen(claims, cog.path) && ready(cog.path) ? { ...link, cog } : link));

/** The sidebar entry to highlight for a path: the longest link path that is the path or above it. */
export const selectedLink = (links: readonly { path: string }[], pathname: string): string =>
  links
    .map((link) => link.path)
    .filter((path) => path === pathname || (path !== '/' && pathname.startsWith(`${path}/`)))
    .sort((a, b) => b.length - a.length)[0] ?? '';
