import { defineCommandFeature } from '../feature.ts';
import { reportHandlers } from './handlers.ts';

/** The reports feature's command handlers; listed once in command-service/src/features.ts. */
export const reportsCommands = defineCommandFeature({
  name: 'reports',
  handlers: ({ options }) => reportHandlers(options),
});
