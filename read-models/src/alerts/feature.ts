import { defineProjections } from '../feature.ts';
import { alertsProjection } from './projection.ts';

/** The alerts feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const alertsProjections = defineProjections({ name: 'alerts', projections: [alertsProjection] });
