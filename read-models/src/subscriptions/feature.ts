import { defineProjections } from '../feature.ts';
import { subscriptionsProjection } from './projection.ts';

/** The subscriptions feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const subscriptionsProjections = defineProjections({ name: 'subscriptions', projections: [subscriptionsProjection] });
