import { defineQueryFeature } from '../feature.ts';
import { auditQueryHandlers } from './handlers.ts';

/** The audit feature's query handlers; listed once in query-service/src/features.ts. */
export const auditQueries = defineQueryFeature({
  name: 'audit',
  handlers: (deps) => auditQueryHandlers(deps),
});
