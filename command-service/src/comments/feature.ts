import { defineCommandFeature } from '../feature.ts';
import { commentHandlers } from './handlers.ts';

/** The comments feature's command handlers; listed once in command-service/src/features.ts. */
export const commentsCommands = defineCommandFeature({
  name: 'comments',
  handlers: ({ options }) => commentHandlers(options),
});
