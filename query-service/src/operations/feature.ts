import { defineQueryFeature } from '../feature.ts';
import { operationQueryHandlers } from './handlers.ts';

/** The operations feature's query handlers; listed once in query-service/src/features.ts. */
export const operationsQueries = defineQueryFeature({
  name: 'operations',
  handlers: (deps) => operationQueryHandlers(deps),
});
