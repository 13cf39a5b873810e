import { defineCommandFeature } from '../feature.ts';
import { authHandlers } from './handlers.ts';

/** The auth feature's command handlers; listed once in command-service/src/features.ts. */
export const authCommands = defineCommandFeature({
  name: 'auth',
  handlers: ({ options }) => authHandlers(options),
});
