import { defineQueryFeature } from '../feature.ts';
import { ccfQueryHandlers } from './handlers.ts';

/** The ccf feature's query handlers; listed once in query-service/src/features.ts. */
export const ccfQueries = defineQueryFeature({
  name: 'ccf',
  handlers: (deps) => ccfQueryHandlers(deps),
});
