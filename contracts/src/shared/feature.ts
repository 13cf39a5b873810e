import type { EventDefinition } from '../events/define.ts';
import type { RouteDef } from '../http/route.ts';

/**
 * One feature's contract: its routes, the events it writes and the read-model collections its projections
 * write. contracts/src/features.ts lists every feature once; the route table, the event catalogue and
 * READ_MODELS are merged from that list (docs/architecture.md, Features).
 */
export interface Feature<
  N extends string = string,
  R extends Record<string, RouteDef> = Record<string, RouteDef>,
  E extends readonly EventDefinition[] = readonly EventDefinition[],
  M extends Record<string, string> = Record<string, string>,
> {
  readonly name: N;
  readonly routes: R;
  readonly events: E;
  readonly readModels: M;
}

export const defineFeature = <
  const N extends string,
  const R extends Record<string, RouteDef>,
  const E extends readonly EventDefinition[],
  const M extends Record<string, string>,
>(
  feature: Feature<N, R, E, M>,
): Feature<N, R, E, M> => feature;

/** `A | B` becomes `A & B`: the type of several records merged into one. */
export type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** An intersection of records flattened into one record type (readable in editor hovers and errors). */
export type Merged<U> = { [K in keyof UnionToIntersection<U>]: UnionToIntersection<U>[K] };

/**
 * Merges the records of every feature into one, refusing a key two features (or two records) both
 * name: a route, a read model, a handler must have exactly one owner.
 */
export const mergeUnique = <U extends object>(what: string, records: readonly U[]): Merged<U> => {
  const merged: Record<string, unknown> = {};
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (Object.hasOwn(merged, key)) throw new Error(`${what} ${key} is defined twice`);
      merged[key] = value;
    }
  }
  return merged as Merged<U>;
};

/** The route table of a feature list. */
export const featureRoutes = <const F extends readonly Feature[]>(features: F): Merged<F[number]['routes']> =>
  mergeUnique(
    'Route',
    features.map((feature) => feature.routes),
  );

/** The read-model collections of a feature list, by key; a collection name two keys share is refused too. */
export const featureReadModels = <const F extends readonly Feature[]>(features: F): Merged<F[number]['readModels']> => {
  const merged = mergeUnique(
    'Read model',
    features.map((feature) => feature.readModels),
  );
  mergeUnique(
    'Read-model collection',
    features.flatMap((feature) => Object.values(feature.readModels).map((name) => ({ [name]: name }))),
  );
  return merged;
};

/** The event definitions of a feature list, in list order; an event type two definitions share is refused. */
export const featureEvents = <const F extends readonly Feature[]>(features: F): F[number]['events'][number][] => {
  const definitions = features.flatMap((feature) => [...feature.events]);
  mergeUnique(
    'Event',
    definitions.map((definition) => ({ [definition.type]: definition })),
  );
  return definitions;
};

/** Feature names must be unique too: the server-side packages key their modules by them. */
export const featureNames = (features: readonly Feature[]): string[] =>
  Object.keys(
    mergeUnique(
      'Feature',
      features.map((feature) => ({ [feature.name]: feature.name })),
    ),
  );

/** Refuses a route that reads a collection no feature writes (its change notices would never come). */
export const checkReads = (routes: Record<string, RouteDef>, readModels: Record<string, string>): void => {
  const known = new Set(Object.values(readModels));
  for (const [name, route] of Object.entries(routes)) {
    const unknown = (route.reads ?? []).filter((model) => !known.has(model));
    if (unknown.length > 0) throw new Error(`Route ${name} reads ${unknown.join(', ')}, which no feature writes`);
  }
};
