import { mergeUnique } from '@ftr/contracts';
import { defineCommandFeature } from '../feature.ts';
import { dataScreenHandlers } from './handlers.ts';
import { favouriteHandlers } from './favouriteHandlers.ts';

/** The dataScreens feature's command handlers; listed once in command-service/src/features.ts. */
export const dataScreensCommands = defineCommandFeature({
  name: 'dataScreens',
  handlers: ({ options }) => mergeUnique('Handler', [dataScreenHandlers(options), favouriteHandlers(options)]),
});
