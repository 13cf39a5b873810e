import { defineCommandFeature } from '../feature.ts';
import { ccfSettingsHandlers } from './handlers.ts';

/** The ccfSettings feature's command handlers; listed once in command-service/src/features.ts. */
export const ccfSettingsCommands = defineCommandFeature({
  name: 'ccfSettings',
  handlers: ({ dataValues }) => ccfSettingsHandlers(dataValues),
});
