import { defineFeature } from '../shared/feature.ts';
import { summaryRoutes } from './routes.ts';
import { SUMMARY_READ_MODELS } from './readModels.ts';

/** The summary feature's contract, listed once in contracts/src/features.ts. */
export const summaryFeature = defineFeature({
  name: 'summary',
  routes: summaryRoutes,
  events: [],
  readModels: SUMMARY_READ_MODELS,
});
