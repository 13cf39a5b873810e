import type { FeatureName } from '@ftr/contracts';
import type { Projection } from './projection.ts';

/** A feature's projections (named as in contracts/src/features.ts): what the projector registers for it. */
export interface ProjectionFeature {
  readonly name: FeatureName;
  readonly projections: readonly Projection[];
}

export const defineProjections = (feature: ProjectionFeature): ProjectionFeature => feature;
