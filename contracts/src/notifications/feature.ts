import { defineFeature } from '../shared/feature.ts';
import { notificationRoutes } from './routes.ts';
import { NOTIFICATION_EVENTS } from './events.ts';
import { NOTIFICATIONS_READ_MODELS } from './readModels.ts';

/** The notifications feature's contract, listed once in contracts/src/features.ts. */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  routes: notificationRoutes,
  events: NOTIFICATION_EVENTS,
  readModels: NOTIFICATIONS_READ_MODELS,
});
