import { hasFlag, type Flag, type TokenClaims } from '@ftr/contracts';

/** What a page needs: a permission flag, any signed-in user, or nobody. */
export type Access = Flag | 'authenticated' | 'public';

export interface RouteRule {
  /** `/a/:param` matches one segment per `:param`; a trailing `/*` matches the path and anything below it. */
  pattern: string;
  access: Access;
}

const rules = (access: Access, ...patterns: string[]): RouteRule[] => patterns.map((pattern) => ({ pattern, access }));

/**
 * The spec 3 §2 route table, for every page of the product (whether or not its page exists yet), most
 * specific first: the first matching pattern decides. Decisions: /parameters (exact), for which the
 * spec shows no permission, is open to any signed-in user (the sidebar shows it to all); /recalculate
 * needs RECALCULATE, as the sidebar says; /live (no permission in the table) needs LIVE_DATA, as the
 * sidebar says, like its server routes (README, Decisions).
 */
export const ROUTE_TABLE: readonly RouteRule[] = [
  ...rules('public', '/login', '/reset', '/reset/:id', '/register', '/privacy', '/app-help/*', '/not-found'),
  ...rules('MAINTAIN_DATA_SCREENS', '/dataentry/manage', '/dataentry/manage/:id'),
  ...rules('VIEW_DATA_SCREENS', '/dataentry/*'),
  ...rules('MAINTAIN_DASHBOARDS', '/dashboards/manage', '/dashboards/manage/:id'),
  ...rules('VIEW_DASHBOARDS', '/dashboards/*'),
  ...rules('MAINTAIN_REPORTS', '/report/manage', '/report/manage/:id'),
  ...rules('REPORTS', '/reports', '/summary'),
  ...rules('MAINTAIN_GRABBERS', '/datagrabber/manage', '/datagrabber/manage/:id'),
  ...rules('DATA_GRABBER', '/datagrabber'),
  ...rules('authenticated', '/parameters'),
  ...rules('PARAMETERS', '/parameters/new', '/parameters/:code', '/parameter/:site/:code', '/processtags'),
  ...rules('OPERATIONS', '/operations'),
  ...rules('CONSTANTS', '/constants'),
  ...rules('LOOKUPS', '/lookups'),
  ...rules('USERS', '/users', '/users/:id', '/admin/integrity'),
  ...rules('RECALCULATE', '/recalculate'),
  ...rules('PRODUCTION_COMMENTS', '/twitter'),
  ...rules('MAINTAIN_CCF', '/ccf/settings'),
  ...rules('VIEW_CCF', '/ccf', '/ccf/:id/:parmCode'),
  ...rules('LIVE_DATA', '/live', '/live/wallboard/:site/:screenId'),
  ...rules('authenticated', '/', '/logout', '/profile/*', '/notifications', '/help/*'),
];

const segments = (path: string): string[] => path.toLowerCase().split('/').filter((s) => s !== '');

/** Whether `pathname` matches `pattern` (case-insensitive, trailing slash ignored, as the router does). */
export const matchesPattern = (pattern: string, pathname: string): boolean => {
  const want = segments(pattern);
  const have = segments(pathname);
  const prefix = want.at(-1) === '*';
  if (prefix) want.pop();
  if (prefix ? have.length < want.length : have.length !== want.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
};

/** What the path needs, or undefined for a path the product does not have (it goes to /not-found). */
export const accessFor = (pathname: string): Access | undefined =>
  ROUTE_TABLE.find((rule) => matchesPattern(rule.pattern, pathname))?.access;

export type GuardOutcome = 'allow' | 'login' | 'home' | 'not-found';

/** Spec 3 §2 guard: anonymous users go to /login, users lacking the route's permission go to /. */
export const guardOutcome = (access: Access | undefined, claims: TokenClaims | null): GuardOutcome => {
  if (access === undefined) return 'not-found';
  if (access === 'public') return 'allow';
  if (!claims) return 'login';
  if (access === 'authenticated') return 'allow';
  return hasFlag(claims.flags, access) ? 'allow' : 'home';
};
