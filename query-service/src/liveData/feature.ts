import { defineQueryFeature } from '../feature.ts';
import { liveDataQueryHandlers } from './handlers.ts';

/** The liveData feature's query handlers; listed once in query-service/src/features.ts. */
export const liveDataQueries = defineQueryFeature({
  name: 'liveData',
  handlers: (deps) => liveDataQueryHandlers(deps),
});
