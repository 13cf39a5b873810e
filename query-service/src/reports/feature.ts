import { defineQueryFeature } from '../feature.ts';
import { reportQueryHandlers } from './handlers.ts';

/** The reports feature's query handlers; listed once in query-service/src/features.ts. */
export const reportsQueries = defineQueryFeature({
  name: 'reports',
  handlers: (deps) => reportQueryHandlers(deps),
});
