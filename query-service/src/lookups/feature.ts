import { defineQueryFeature } from '../feature.ts';
import { lookupQueryHandlers } from './handlers.ts';

/** The lookups feature's query handlers; listed once in query-service/src/features.ts. */
export const lookupsQueries = defineQueryFeature({
  name: 'lookups',
  handlers: (deps) => lookupQueryHandlers(deps),
});
