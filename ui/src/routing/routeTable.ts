import { hasFlag, type Flag, type TokenClaims } from '@ftr/contracts';
import type { Access } from './access.ts';
import type { RouteRule } from './feature.ts';
import { UI_FEATURES } from './features.ts';

export type { Access } from './access.ts';
export type { PageModule, RouteRule } from './feature.ts';

/**
 * The one route table (spec 3 §2) for every page of the product, whether or not it exists yet: the router
 * (routing/router.tsx), the guards and the sidebar (layout/shell/links.ts) all read it. Derived from the
 * features' rules (routing/features.ts); most specific first within a feature, as the first matching
 * pattern decides (patterns of different features never overlap: routing/features.unit.test.ts).
 * Decisions: /parameters (exact), for which the spec shows no permission, is open to any signed-in user
 * (the sidebar shows it to all); /recalculate needs RECALCULATE, as the sidebar says; /live (no permission
 * in the table) needs LIVE_DATA, as the sidebar says, like its server routes (README, Decisions).
 */
export const ROUTE_TABLE: readonly RouteRule[] = UI_FEATURES.flatMap((feature) => feature.rules);

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
