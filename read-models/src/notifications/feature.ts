import { defineProjections } from '../feature.ts';
import { notificationInboxesProjection, notificationsProjection } from './projection.ts';

/** The notifications feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const notificationsProjections = defineProjections({
  name: 'notifications',
  projections: [notificationsProjection, notificationInboxesProjection],
});
