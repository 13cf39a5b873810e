import { PROJECTION_FEATURES } from '@ftr/read-models/features.ts';
import type { Projection } from '@ftr/read-models/projection.ts';

/** Every projection of the main read-model group: the features' own, in the order read-models/src/features.ts lists them. */
export const projections: readonly Projection[] = PROJECTION_FEATURES.flatMap((feature) => feature.projections);
