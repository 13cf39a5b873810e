import { defineQueryFeature } from '../feature.ts';
import { signaturesQueryHandlers } from './handlers.ts';

/** The signatures feature's query handlers; listed once in query-service/src/features.ts. */
export const signaturesQueries = defineQueryFeature({
  name: 'signatures',
  handlers: (deps) => signaturesQueryHandlers(deps),
});
