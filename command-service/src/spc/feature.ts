import { defineCommandFeature } from '../feature.ts';
import { spcHandlers } from './handlers.ts';

/** The SPC feature's command handlers; listed once in command-service/src/features.ts. */
export const spcCommands = defineCommandFeature({
  name: 'spc',
  handlers: ({ dataValues }) => spcHandlers(dataValues),
});
