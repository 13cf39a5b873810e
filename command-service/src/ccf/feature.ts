import { defineCommandFeature } from '../feature.ts';
import { ccfHandlers } from './handlers.ts';

/** The ccf feature's command handlers; listed once in command-service/src/features.ts. */
export const ccfCommands = defineCommandFeature({
  name: 'ccf',
  handlers: ({ dataValues }) => ccfHandlers(dataValues),
});
