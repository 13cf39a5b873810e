import { defineFeature } from '../shared/feature.ts';
import { processTagRoutes } from './routes.ts';
import { PROCESS_TAG_EVENTS } from './events.ts';
import { PROCESS_TAGS_READ_MODELS } from './readModels.ts';

/** The processTags feature's contract, listed once in contracts/src/features.ts. */
export const processTagsFeature = defineFeature({
  name: 'processTags',
  routes: processTagRoutes,
  events: PROCESS_TAG_EVENTS,
  readModels: PROCESS_TAGS_READ_MODELS,
});
