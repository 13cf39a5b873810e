import type { RouteName } from '@ftr/contracts';
import type { CallOptions } from '../api/client.ts';

/** A query's key: the contract route's name, then its params and query (docs/ui.md, Query cache). */
export type RouteKey<N extends RouteName> = readonly [N, CallOptions<N>];

/**
 * The key of one read. Every read of a route starts with the route's name, so `[name]` alone is the
 * filter for all of them (what a change notice invalidates); params and query tell one read from another.
 */
export const queryKey = <N extends RouteName>(name: N, options: CallOptions<N>): RouteKey<N> => [name, options];

/** The route a key reads (its first element), if it is a route read. */
export const routeOf = (key: readonly unknown[]): string | undefined => (typeof key[0] === 'string' ? key[0] : undefined);
