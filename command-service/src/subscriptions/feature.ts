import { defineCommandFeature } from '../feature.ts';
import { subscriptionHandlers } from './handlers.ts';

/** The subscriptions feature's command handlers; listed once in command-service/src/features.ts. */
export const subscriptionsCommands = defineCommandFeature({
  name: 'subscriptions',
  handlers: ({ options }) => subscriptionHandlers(options),
});
