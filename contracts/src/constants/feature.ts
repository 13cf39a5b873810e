import { defineFeature } from '../shared/feature.ts';
import { constantRoutes } from './routes.ts';
import { CONSTANT_EVENTS } from './events.ts';
import { CONSTANTS_READ_MODELS } from './readModels.ts';

/** The constants feature's contract, listed once in contracts/src/features.ts. */
export const constantsFeature = defineFeature({
  name: 'constants',
  routes: constantRoutes,
  events: CONSTANT_EVENTS,
  readModels: CONSTANTS_READ_MODELS,
});
