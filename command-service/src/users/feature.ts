import { defineCommandFeature } from '../feature.ts';
import { userHandlers } from './handlers.ts';

/** The users feature's command handlers; listed once in command-service/src/features.ts. */
export const usersCommands = defineCommandFeature({
  name: 'users',
  handlers: ({ options }) => userHandlers(options),
});
