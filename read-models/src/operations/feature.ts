import { defineProjections } from '../feature.ts';
import { operationsProjection } from './projection.ts';

/** The operations feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const operationsProjections = defineProjections({ name: 'operations', projections: [operationsProjection] });
