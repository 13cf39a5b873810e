import { defineFeature } from '../shared/feature.ts';
import { lookupRoutes } from './routes.ts';
import { LOOKUP_EVENTS } from './events.ts';
import { LOOKUPS_READ_MODELS } from './readModels.ts';

/** The lookups feature's contract, listed once in contracts/src/features.ts. */
export const lookupsFeature = defineFeature({
  name: 'lookups',
  routes: lookupRoutes,
  events: LOOKUP_EVENTS,
  readModels: LOOKUPS_READ_MODELS,
});
