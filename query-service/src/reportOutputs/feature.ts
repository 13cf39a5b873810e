import { defineQueryFeature } from '../feature.ts';
import { reportOutputQueryHandlers } from './handlers.ts';

/** The reportOutputs feature's query handlers; listed once in query-service/src/features.ts. */
export const reportOutputsQueries = defineQueryFeature({
  name: 'reportOutputs',
  handlers: (deps) => reportOutputQueryHandlers(deps),
});
