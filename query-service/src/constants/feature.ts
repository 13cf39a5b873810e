import { defineQueryFeature } from '../feature.ts';
import { constantQueryHandlers } from './handlers.ts';

/** The constants feature's query handlers; listed once in query-service/src/features.ts. */
export const constantsQueries = defineQueryFeature({
  name: 'constants',
  handlers: (deps) => constantQueryHandlers(deps),
});
