import { defineFeature } from '../shared/feature.ts';
import { dataScreenRoutes } from './routes.ts';
import { DATA_SCREEN_EVENTS } from './events.ts';
import { DATA_SCREENS_READ_MODELS } from './readModels.ts';

/** The dataScreens feature's contract, listed once in contracts/src/features.ts. */
export const dataScreensFeature = defineFeature({
  name: 'dataScreens',
  routes: dataScreenRoutes,
  events: DATA_SCREEN_EVENTS,
  readModels: DATA_SCREENS_READ_MODELS,
});
