import { defineQueryFeature } from '../feature.ts';
import { parameterLinkQueryHandlers } from './handlers.ts';

/** The parameterLinks feature's query handlers; listed once in query-service/src/features.ts. */
export const parameterLinksQueries = defineQueryFeature({
  name: 'parameterLinks',
  handlers: (deps) => parameterLinkQueryHandlers(deps),
});
