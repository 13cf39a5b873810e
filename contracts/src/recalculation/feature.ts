import { defineFeature } from '../shared/feature.ts';
import { recalculationRoutes } from './routes.ts';
import { RECALCULATION_EVENTS } from './events.ts';
import { RECALCULATION_READ_MODELS } from './readModels.ts';

/** The recalculation feature's contract, listed once in contracts/src/features.ts. */
export const recalculationFeature = defineFeature({
  name: 'recalculation',
  routes: recalculationRoutes,
  events: RECALCULATION_EVENTS,
  readModels: RECALCULATION_READ_MODELS,
});
