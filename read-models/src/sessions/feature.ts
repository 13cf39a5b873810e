import { defineProjections } from '../feature.ts';
import { sessionsProjection } from './projection.ts';

/** The auth feature's projections (the sessions the auth feature's events open and close), in registration order; listed once in read-models/src/features.ts. */
export const authProjections = defineProjections({ name: 'auth', projections: [sessionsProjection] });
