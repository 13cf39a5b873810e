import { defineCommandFeature } from '../feature.ts';
import { parkedEventHandlers } from './handlers.ts';

/** The integrity feature's command handlers; listed once in command-service/src/features.ts. */
export const integrityCommands = defineCommandFeature({
  name: 'integrity',
  handlers: ({ options, parking }) => parkedEventHandlers(options, parking),
});
