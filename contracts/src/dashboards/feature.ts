import { defineFeature } from '../shared/feature.ts';
import { dashboardRoutes } from './routes.ts';
import { DASHBOARD_EVENTS } from './events.ts';
import { DASHBOARDS_READ_MODELS } from './readModels.ts';

/** The dashboards feature's contract, listed once in contracts/src/features.ts. */
export const dashboardsFeature = defineFeature({
  name: 'dashboards',
  routes: dashboardRoutes,
  events: DASHBOARD_EVENTS,
  readModels: DASHBOARDS_READ_MODELS,
});
