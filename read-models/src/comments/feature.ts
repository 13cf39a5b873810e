import { defineProjections } from '../feature.ts';
import { commentsProjection } from './projection.ts';

/** The comments feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const commentsProjections = defineProjections({ name: 'comments', projections: [commentsProjection] });
