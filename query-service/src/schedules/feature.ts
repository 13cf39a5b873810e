import { defineQueryFeature } from '../feature.ts';
import { scheduleQueryHandlers } from './handlers.ts';

/** The schedules feature's query handlers; listed once in query-service/src/features.ts. */
export const schedulesQueries = defineQueryFeature({
  name: 'schedules',
  handlers: (deps) => scheduleQueryHandlers(deps),
});
