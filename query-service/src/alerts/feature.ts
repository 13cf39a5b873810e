import { defineQueryFeature } from '../feature.ts';
import { alertQueryHandlers } from './handlers.ts';

/** The alerts feature's query handlers; listed once in query-service/src/features.ts. */
export const alertsQueries = defineQueryFeature({
  name: 'alerts',
  handlers: (deps) => alertQueryHandlers(deps),
});
