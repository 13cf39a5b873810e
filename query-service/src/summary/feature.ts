import { defineQueryFeature } from '../feature.ts';
import { summaryQueryHandlers } from './handlers.ts';

/** The summary feature's query handlers; listed once in query-service/src/features.ts. */
export const summaryQueries = defineQueryFeature({
  name: 'summary',
  handlers: (deps) => summaryQueryHandlers(deps),
});
