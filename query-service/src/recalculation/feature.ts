import { defineQueryFeature } from '../feature.ts';
import { recalculationQueryHandlers } from './handlers.ts';

/** The recalculation feature's query handlers; listed once in query-service/src/features.ts. */
export const recalculationQueries = defineQueryFeature({
  name: 'recalculation',
  handlers: (deps) => recalculationQueryHandlers(deps),
});
