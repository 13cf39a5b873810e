import { defineCommandFeature } from '../feature.ts';
import { dueEntriesHandlers } from './handlers.ts';

/** The due-entries feature's command handlers; listed once in command-service/src/features.ts. */
export const dueEntriesCommands = defineCommandFeature({
  name: 'dueEntries',
  handlers: ({ options }) => dueEntriesHandlers(options),
});
