import type { FeatureName } from '@ftr/contracts';
import type { QueryDeps } from './deps.ts';

/** A feature's query handlers (named as in contracts/src/features.ts), listed once in query-service/src/features.ts. */
export interface QueryFeature<N extends FeatureName = FeatureName, H extends object = object> {
  readonly name: N;
  readonly handlers: (deps: QueryDeps) => H;
}

export const defineQueryFeature = <const N extends FeatureName, H extends object>(feature: QueryFeature<N, H>): QueryFeature<N, H> =>
  feature;
