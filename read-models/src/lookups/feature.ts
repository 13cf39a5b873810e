import { defineProjections } from '../feature.ts';
import { lookupsProjection } from './projection.ts';
import { lookupUsageProjection } from './usage.ts';

/** The lookups feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const lookupsProjections = defineProjections({ name: 'lookups', projections: [lookupsProjection, lookupUsageProjection] });
