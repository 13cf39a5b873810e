import { defineFeature } from '../shared/feature.ts';
import { liveDataRoutes } from './routes.ts';

/** The liveData feature's contract, listed once in contracts/src/features.ts. */
export const liveDataFeature = defineFeature({
  name: 'liveData',
  routes: liveDataRoutes,
  events: [],
  readModels: {},
});
