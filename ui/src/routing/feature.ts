import type { ComponentType } from 'react';
import type { Access } from './access.ts';

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
  /** Its icon's name (layout/shell/icons.ts: kept out of the route table, which /login loads). */
  icon: SidebarIcon;
  /** Hidden for the central office (spec 3 §2, §6). */
  notCentralOffice?: boolean;
  /** The cog to the page's manage screen. */
  cog?: { path: string; label: string };
  /** The CCF link carries the open and pending-close badges. */
  ccfBadges?: boolean;
  /** The Data Entry link carries the count of cells due today and still empty (the due board's). */
  dueBadge?: boolean;
}

/** A feature's pages: its route rules (most specific first: the first matching pattern decides) and its sidebar links. */
export interface UiFeature {
  readonly name: string;
  readonly rules: readonly RouteRule[];
  readonly links: readonly SidebarLink[];
}

export const defineUiFeature = (feature: UiFeature): UiFeature => feature;

/** Rules of one access for several patterns. */
export const rules = (access: Access, ...patterns: string[]): RouteRule[] => patterns.map((pattern) => ({ pattern, access }));
