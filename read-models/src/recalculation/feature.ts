import { defineProjections } from '../feature.ts';
import { recalculationJobsProjection } from './projection.ts';

/** The recalculation feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const recalculationProjections = defineProjections({ name: 'recalculation', projections: [recalculationJobsProjection] });
