import { defineCommandFeature } from '../feature.ts';
import { lookupHandlers } from './handlers.ts';

/** The lookups feature's command handlers; listed once in command-service/src/features.ts. */
export const lookupsCommands = defineCommandFeature({
  name: 'lookups',
  handlers: ({ options }) => lookupHandlers(options),
});
