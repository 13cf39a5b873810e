import { defineProjections } from '../feature.ts';
import { reportsProjection } from './projection.ts';

/** The reports feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const reportsProjections = defineProjections({ name: 'reports', projections: [reportsProjection] });
