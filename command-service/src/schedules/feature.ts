import { defineCommandFeature } from '../feature.ts';
import { scheduleHandlers } from './handlers.ts';

/** The schedules feature's command handlers; listed once in command-service/src/features.ts. */
export const schedulesCommands = defineCommandFeature({
  name: 'schedules',
  handlers: ({ options }) => scheduleHandlers(options),
});
