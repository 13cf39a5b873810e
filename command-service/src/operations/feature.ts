import { defineCommandFeature } from '../feature.ts';
import { operationHandlers } from './handlers.ts';

/** The operations feature's command handlers; listed once in command-service/src/features.ts. */
export const operationsCommands = defineCommandFeature({
  name: 'operations',
  handlers: ({ options }) => operationHandlers(options),
});
