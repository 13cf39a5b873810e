import { defineFeature } from '../shared/feature.ts';
import { SIGNATURES_EVENTS } from './events.ts';
import { SIGNATURES_READ_MODELS } from './readModels.ts';
import { signaturesRoutes } from './routes.ts';

/** The signatures feature's contract, listed once in contracts/src/features.ts. */
export const signaturesFeature = defineFeature({
  name: 'signatures',
  routes: signaturesRoutes,
  events: SIGNATURES_EVENTS,
  readModels: SIGNATURES_READ_MODELS,
});
