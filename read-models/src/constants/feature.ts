import { defineProjections } from '../feature.ts';
import { constantsProjection } from './projection.ts';

/** The constants feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const constantsProjections = defineProjections({ name: 'constants', projections: [constantsProjection] });
