import { defineFeature } from '../shared/feature.ts';
import { reportOutputRoutes } from './routes.ts';

/** The reportOutputs feature's contract, listed once in contracts/src/features.ts. */
export const reportOutputsFeature = defineFeature({
  name: 'reportOutputs',
  routes: reportOutputRoutes,
  events: [],
  readModels: {},
});
