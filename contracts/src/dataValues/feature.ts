import { defineFeature, mergeUnique } from '../shared/feature.ts';
import { dataValueRoutes } from './routes.ts';
import { latestValueRoutes } from './latestRoute.ts';
import { DATA_VALUES_EVENTS } from './events.ts';
import { DATA_VALUES_READ_MODELS } from './readModels.ts';

/** The dataValues feature's contract, listed once in contracts/src/features.ts. */
export const dataValuesFeature = defineFeature({
  name: 'dataValues',
  routes: mergeUnique('Route', [dataValueRoutes, latestValueRoutes]),
  events: DATA_VALUES_EVENTS,
  readModels: DATA_VALUES_READ_MODELS,
});
