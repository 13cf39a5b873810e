import { routes, type ReadModelName, type RouteName } from '@ftr/contracts';

/**
 * Which reads a change to a collection makes stale (docs/ui.md, Query cache), from the routes' own `reads`:
 * a notice invalidates every cached read of these routes, and the ones on screen load again. A reconnection
 * invalidates them all (notices may have been missed while the socket was down).
 */
export const LIVE_ROUTES: ReadonlyMap<ReadModelName, readonly RouteName[]> = (() => {
  const byModel = new Map<ReadModelName, RouteName[]>();
  for (const [name, route] of Object.entries(routes) as [RouteName, { reads?: readonly ReadModelName[] }][]) {
    for (const model of route.reads ?? []) byModel.set(model, [...(byModel.get(model) ?? []), name]);
  }
  return byModel;
})();

/** The routes whose reads the changed collections make stale, each once. */
export const staleRoutes = (collections: readonly string[]): RouteName[] => [
  ...new Set(collections.flatMap((collection) => LIVE_ROUTES.get(collection as ReadModelName) ?? [])),
];

/** Every route a notice can make stale: what a reconnection refreshes. */
export const LIVE_ROUTE_NAMES: ReadonlySet<string> = new Set([...LIVE_ROUTES.values()].flat());
