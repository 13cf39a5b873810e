import { defineFeature } from '../shared/feature.ts';
import { reportRoutes } from './routes.ts';
import { REPORT_EVENTS } from './events.ts';
import { REPORTS_READ_MODELS } from './readModels.ts';

/** The reports feature's contract, listed once in contracts/src/features.ts. */
export const reportsFeature = defineFeature({
  name: 'reports',
  routes: reportRoutes,
  events: REPORT_EVENTS,
  readModels: REPORTS_READ_MODELS,
});
