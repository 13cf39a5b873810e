import { defineCommandFeature } from '../feature.ts';
import { notificationHandlers } from './handlers.ts';

/** The notifications feature's command handlers; listed once in command-service/src/features.ts. */
export const notificationsCommands = defineCommandFeature({
  name: 'notifications',
  handlers: ({ options }) => notificationHandlers(options),
});
