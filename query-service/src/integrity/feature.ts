import { defineQueryFeature } from '../feature.ts';
import { integrityQueryHandlers } from './handlers.ts';

/** The integrity feature's query handlers; listed once in query-service/src/features.ts. */
export const integrityQueries = defineQueryFeature({
  name: 'integrity',
  handlers: (deps) => integrityQueryHandlers(deps),
});
