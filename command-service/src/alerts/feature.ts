import { defineCommandFeature } from '../feature.ts';
import { alertHandlers } from './handlers.ts';

/** The alerts feature's command handlers; listed once in command-service/src/features.ts. */
export const alertsCommands = defineCommandFeature({
  name: 'alerts',
  handlers: ({ options }) => alertHandlers(options),
});
