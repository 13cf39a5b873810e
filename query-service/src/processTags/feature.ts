import { defineQueryFeature } from '../feature.ts';
import { processTagQueryHandlers } from './handlers.ts';

/** The processTags feature's query handlers; listed once in query-service/src/features.ts. */
export const processTagsQueries = defineQueryFeature({
  name: 'processTags',
  handlers: (deps) => processTagQueryHandlers(deps),
});
