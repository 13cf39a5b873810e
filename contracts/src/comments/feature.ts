import { defineFeature } from '../shared/feature.ts';
import { commentRoutes } from './routes.ts';
import { COMMENT_EVENTS } from './events.ts';
import { COMMENTS_READ_MODELS } from './readModels.ts';

/** The comments feature's contract, listed once in contracts/src/features.ts. */
export const commentsFeature = defineFeature({
  name: 'comments',
  routes: commentRoutes,
  events: COMMENT_EVENTS,
  readModels: COMMENTS_READ_MODELS,
});
