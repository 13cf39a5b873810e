import { defineProjections } from '../feature.ts';
import { schedulesProjection } from './projection.ts';

/** The schedules feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const schedulesProjections = defineProjections({ name: 'schedules', projections: [schedulesProjection] });
