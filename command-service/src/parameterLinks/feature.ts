import { defineCommandFeature } from '../feature.ts';
import { parameterLinkHandlers } from './handlers.ts';

/** The parameterLinks feature's command handlers; listed once in command-service/src/features.ts. */
export const parameterLinksCommands = defineCommandFeature({
  name: 'parameterLinks',
  handlers: ({ options }) => parameterLinkHandlers(options),
});
