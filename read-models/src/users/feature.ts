import { defineProjections } from '../feature.ts';
import { usersProjection } from './projection.ts';

/** The users feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const usersProjections = defineProjections({ name: 'users', projections: [usersProjection] });
