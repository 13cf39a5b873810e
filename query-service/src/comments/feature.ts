import { defineQueryFeature } from '../feature.ts';
import { commentQueryHandlers } from './handlers.ts';

/** The comments feature's query handlers; listed once in query-service/src/features.ts. */
export const commentsQueries = defineQueryFeature({
  name: 'comments',
  handlers: (deps) => commentQueryHandlers(deps),
});
