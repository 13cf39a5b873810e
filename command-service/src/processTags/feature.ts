import { defineCommandFeature } from '../feature.ts';
import { processTagHandlers } from './handlers.ts';

/** The processTags feature's command handlers; listed once in command-service/src/features.ts. */
export const processTagsCommands = defineCommandFeature({
  name: 'processTags',
  handlers: ({ options }) => processTagHandlers(options),
});
