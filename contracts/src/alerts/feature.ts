import { defineFeature } from '../shared/feature.ts';
import { alertRoutes } from './routes.ts';
import { ALERT_EVENTS } from './events.ts';
import { ALERTS_READ_MODELS } from './readModels.ts';

/** The alerts feature's contract, listed once in contracts/src/features.ts. */
export const alertsFeature = defineFeature({
  name: 'alerts',
  routes: alertRoutes,
  events: ALERT_EVENTS,
  readModels: ALERTS_READ_MODELS,
});
