import { defineQueryFeature } from '../feature.ts';
import { userQueryHandlers } from './handlers.ts';

/** The users feature's query handlers; listed once in query-service/src/features.ts. */
export const usersQueries = defineQueryFeature({
  name: 'users',
  handlers: (deps) => userQueryHandlers(deps),
});
