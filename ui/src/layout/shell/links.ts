import { isCentralOffice, type TokenClaims } from '@ftr/contracts';
import type { SidebarLink } from '../../routing/feature.ts';
import { UI_FEATURES } from '../../routing/features.ts';
import { accessFor, guardOutcome, hasPage } from '../../routing/routeTable.ts';

export type { SidebarIcon, SidebarLink } from '../../routing/feature.ts';

/**
 * Spec 3 §2 Sidebar, in its order (Home first and Notifications last are ours): the features' links, in
 * the order routing/features.ts lists them. What a link (or cog) needs, and whether its page exists yet,
 * come from the route table (routing/routeTable.ts), so a new page plugs in by giving its rule a page.
 */
export const SIDEBAR_LINKS: readonly SidebarLink[] = UI_FEATURES.flatMap((feature) => feature.links);

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
