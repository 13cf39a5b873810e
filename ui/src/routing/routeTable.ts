import { DATA_VIEW_FLAGS, hasFlag, type Flag, type TokenClaims } from '@ftr/contracts';
import type { ComponentType } from 'react';

import type { Access } from './access.ts';

export type { Access } from './access.ts';

/** A page's module, loaded on demand (each page's libraries arrive with it). */
export type PageModule = () => Promise<{ default: ComponentType }>;

export interface RouteRule {
  /** Router syntax: `/a/:param` matches one segment, `/a/:param?` one or none, a trailing `/*` the path and anything below. */
  pattern: string;
  access: Access;
  /** The page that draws it; none: a page the product will have (its sidebar link waits for it). */
  page?: PageModule;
  /** `public-only`: a signed-in user is sent on (/login, /register, /reset); `none`: no guard at all (/logout). */
  guard?: 'public-only' | 'none';
  /** Drawn without the shell: no top bar, sidebar or cookie banner (the wallboard fills its screen). */
  bare?: true;
  /** Drawn in the plain frame, without antd or the query cache: the sign-in page's first load. */
  plain?: true;
  /** Drawn in the shell without antd's providers (Home, the first page after sign-in). */
  withoutAntd?: true;
  /** No sidebar even when signed in (spec 3 §2: login, privacy, app-help, register and reset). */
  noSidebar?: true;
  /** Pages drawn inside this one (its layout has an Outlet): `''` is the index. */
  children?: readonly { path: string; page: PageModule }[];
}

const rules = (access: Access, ...patterns: string[]): RouteRule[] => patterns.map((pattern) => ({ pattern, access }));

/**
 * The one route table (spec 3 §2) for every page of the product, whether or not it exists yet: the router
 * (routing/router.tsx), the guards and the sidebar (layout/shell/links.ts) all read it. Most specific
 * first: the first matching pattern decides. Decisions: /parameters (exact), for which the spec shows no
 * permission, is open to any signed-in user (the sidebar shows it to all); /recalculate needs RECALCULATE,
 * as the sidebar says; /live (no permission in the table) needs LIVE_DATA, as the sidebar says, like its
 * server routes (README, Decisions).
 */
export const ROUTE_TABLE: readonly RouteRule[] = [
  {
    pattern: '/login',
    access: 'public',
    guard: 'public-only',
    noSidebar: true,
    plain: true,
    page: () => import('../pages/login/index.tsx'),
  },
  { pattern: '/reset', access: 'public', guard: 'public-only', noSidebar: true, page: () => import('../pages/reset/index.tsx') },
  { pattern: '/reset/:id', access: 'public', noSidebar: true, page: () => import('../pages/reset/complete/index.tsx') },
  { pattern: '/register', access: 'public', guard: 'public-only', noSidebar: true, page: () => import('../pages/register/index.tsx') },
  { pattern: '/privacy', access: 'public', noSidebar: true, page: () => import('../pages/privacy/index.tsx') },
  { pattern: '/app-help/:topic?', access: 'public', noSidebar: true, page: () => import('../pages/app-help/index.tsx') },
  { pattern: '/not-found', access: 'public', page: () => import('../pages/not-found/index.tsx') },
  { pattern: '/dataentry/manage', access: 'MAINTAIN_DATA_SCREENS', page: () => import('../pages/dataentry/manage/index.tsx') },
  { pattern: '/dataentry/manage/:id', access: 'MAINTAIN_DATA_SCREENS', page: () => import('../pages/dataentry/manage/editor/index.tsx') },
  { pattern: '/dataentry', access: 'VIEW_DATA_SCREENS', page: () => import('../pages/dataentry/index.tsx') },
  {
    pattern: '/dataentry/:screenId/:operationCode/:screenType/:date/:hourMode',
    access: 'VIEW_DATA_SCREENS',
    page: () => import('../pages/dataentry/grid/index.tsx'),
  },
  { pattern: '/dashboards/manage', access: 'MAINTAIN_DASHBOARDS', page: () => import('../pages/dashboards/manage/index.tsx') },
  { pattern: '/dashboards/manage/:id', access: 'MAINTAIN_DASHBOARDS', page: () => import('../pages/dashboards/manage/editor/index.tsx') },
  { pattern: '/dashboards', access: 'VIEW_DASHBOARDS', page: () => import('../pages/dashboards/index.tsx') },
  { pattern: '/dashboards/playlists', access: 'MAINTAIN_DASHBOARDS', page: () => import('../pages/dashboards/playlists/index.tsx') },
  {
    pattern: '/dashboards/playlist/:id',
    access: 'VIEW_DASHBOARDS',
    bare: true,
    page: () => import('../pages/dashboards/playlist/index.tsx'),
  },
  { pattern: '/dashboards/opsum', access: 'VIEW_DASHBOARDS', page: () => import('../pages/dashboards/opsum/index.tsx') },
  { pattern: '/dashboards/:address', access: 'VIEW_DASHBOARDS', page: () => import('../pages/dashboards/view/index.tsx') },
  ...rules('VIEW_DASHBOARDS', '/dashboards/*'),
  { pattern: '/report/manage', access: 'MAINTAIN_REPORTS', page: () => import('../pages/report/manage/index.tsx') },
  { pattern: '/report/manage/:id', access: 'MAINTAIN_REPORTS', page: () => import('../pages/report/manage/editor/index.tsx') },
  { pattern: '/reports', access: 'REPORTS', page: () => import('../pages/reports/index.tsx') },
  { pattern: '/summary', access: 'REPORTS', page: () => import('../pages/summary/index.tsx') },
  { pattern: '/datagrabber/manage', access: 'MAINTAIN_GRABBERS', page: () => import('../pages/datagrabber/manage/index.tsx') },
  { pattern: '/datagrabber/manage/:id', access: 'MAINTAIN_GRABBERS', page: () => import('../pages/datagrabber/manage/editor/index.tsx') },
  { pattern: '/datagrabber', access: 'DATA_GRABBER', page: () => import('../pages/datagrabber/index.tsx') },
  { pattern: '/parameters', access: 'authenticated', page: () => import('../pages/parameters/index.tsx') },
  { pattern: '/parameters/new', access: 'PARAMETERS', page: () => import('../pages/parameters/new/index.tsx') },
  { pattern: '/parameters/:code', access: 'PARAMETERS', page: () => import('../pages/parameters/detail/index.tsx') },
  { pattern: '/processtags', access: 'PARAMETERS', page: () => import('../pages/processtags/index.tsx') },
  // The data view only reads: whoever reads the site's data screens (or edits its historic data, or its parameters).
  { pattern: '/parameter/:site/:code', access: DATA_VIEW_FLAGS, page: () => import('../pages/parameter/index.tsx') },
  { pattern: '/operations', access: 'OPERATIONS', page: () => import('../pages/operations/index.tsx') },
  { pattern: '/constants', access: 'CONSTANTS', page: () => import('../pages/constants/index.tsx') },
  { pattern: '/lookups', access: 'LOOKUPS', page: () => import('../pages/lookups/index.tsx') },
  { pattern: '/users', access: 'USERS', page: () => import('../pages/users/index.tsx') },
  { pattern: '/users/:id', access: 'USERS', page: () => import('../pages/users/form/index.tsx') },
  { pattern: '/admin/integrity', access: 'USERS', page: () => import('../pages/integrity/index.tsx') },
  { pattern: '/recalculate', access: 'RECALCULATE', page: () => import('../pages/recalculate/index.tsx') },
  { pattern: '/twitter', access: 'PRODUCTION_COMMENTS', page: () => import('../pages/comments/index.tsx') },
  { pattern: '/ccf/settings', access: 'MAINTAIN_CCF', page: () => import('../pages/ccf-settings/index.tsx') },
  { pattern: '/ccf', access: 'VIEW_CCF', page: () => import('../pages/ccf/index.tsx') },
  { pattern: '/ccf/:id/:parmCode', access: 'VIEW_CCF', page: () => import('../pages/ccf/detail/index.tsx') },
  { pattern: '/live', access: 'LIVE_DATA', page: () => import('../pages/live/index.tsx') },
  { pattern: '/live/wallboard/:site/:screenId', access: 'LIVE_DATA', bare: true, page: () => import('../pages/live/wallboard/index.tsx') },
  { pattern: '/', access: 'authenticated', withoutAntd: true, page: () => import('../pages/home/index.tsx') },
  { pattern: '/logout', access: 'authenticated', guard: 'none', page: () => import('../pages/logout/index.tsx') },
  {
    pattern: '/profile',
    access: 'authenticated',
    page: () => import('../pages/profile/index.tsx'),
    children: [
      { path: '', page: () => import('../pages/profile/details/index.tsx') },
      { path: 'password', page: () => import('../pages/profile/password/index.tsx') },
      { path: 'favourites', page: () => import('../pages/profile/favourites/index.tsx') },
      { path: 'subscriptions', page: () => import('../pages/profile/subscriptions/index.tsx') },
    ],
  },
  { pattern: '/notifications', access: 'authenticated', page: () => import('../pages/notifications/index.tsx') },
  { pattern: '/help', access: 'authenticated', page: () => import('../pages/help/index.tsx') },
  { pattern: '/help/functions', access: 'authenticated', page: () => import('../pages/help/functions/index.tsx') },
];

const segments = (path: string): string[] =>
  path
    .toLowerCase()
    .split('/')
    .filter((s) => s !== '');

/** Whether `pathname` matches `pattern` (case-insensitive, trailing slash ignored, as the router does). */
export const matchesPattern = (pattern: string, pathname: string): boolean => {
  const want = segments(pattern);
  const have = segments(pathname);
  const prefix = want.at(-1) === '*';
  if (prefix) want.pop();
  const optional = want.at(-1)?.endsWith('?') ?? false;
  const least = optional ? want.length - 1 : want.length;
  if (prefix ? have.length < want.length : have.length < least || have.length > want.length) return false;
  return have.every((segment, i) => i >= want.length || want[i]?.startsWith(':') || want[i] === segment);
};

/** The rule for a path: its own pattern, or one of its child pages (the profile tabs). */
export const ruleFor = (pathname: string): RouteRule | undefined =>
  ROUTE_TABLE.find(
    (rule) =>
      matchesPattern(rule.pattern, pathname) ||
      (rule.children?.some((child) => child.path !== '' && matchesPattern(`${rule.pattern}/${child.path}`, pathname)) ?? false),
  );

/** What the path needs, or undefined for a path the product does not have (it goes to /not-found). */
export const accessFor = (pathname: string): Access | undefined => ruleFor(pathname)?.access;

/** Whether the page at exactly this path exists today (a sidebar link waits for its page). */
export const hasPage = (path: string): boolean => ROUTE_TABLE.some((rule) => rule.page !== undefined && rule.pattern === path);

export type GuardOutcome = 'allow' | 'login' | 'home' | 'not-found';

/** Spec 3 §2 guard: anonymous users go to /login, users lacking the route's permission go to /. */
export const guardOutcome = (access: Access | undefined, claims: TokenClaims | null): GuardOutcome => {
  if (access === undefined) return 'not-found';
  if (access === 'public') return 'allow';
  if (!claims) return 'login';
  if (access === 'authenticated') return 'allow';
  const flags: readonly Flag[] = typeof access === 'string' ? [access] : access;
  return flags.some((flag) => hasFlag(claims.flags, flag)) ? 'allow' : 'home';
};
