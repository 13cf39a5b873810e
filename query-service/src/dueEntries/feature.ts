import { defineQueryFeature } from '../feature.ts';
import { dueEntriesQueryHandlers } from './handlers.ts';

/** The due-entries feature's query handlers; listed once in query-service/src/features.ts. */
export const dueEntriesQueries = defineQueryFeature({
  name: 'dueEntries',
  handlers: (deps) => dueEntriesQueryHandlers(deps),
});
