import { defineCommandFeature } from '../feature.ts';
import { constantHandlers } from './handlers.ts';

/** The constants feature's command handlers; listed once in command-service/src/features.ts. */
export const constantsCommands = defineCommandFeature({
  name: 'constants',
  handlers: ({ options }) => constantHandlers(options),
});
