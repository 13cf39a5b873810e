import { defineFeature } from '../shared/feature.ts';
import { integrityRoutes } from './routes.ts';
import { PARKED_EVENTS } from './parked.ts';

/** The integrity feature's contract, listed once in contracts/src/features.ts. */
export const integrityFeature = defineFeature({
  name: 'integrity',
  routes: integrityRoutes,
  events: PARKED_EVENTS,
  readModels: {},
});
