import { defineCommandFeature } from '../feature.ts';
import { dataValueHandlers } from './handlers.ts';

/** The dataValues feature's command handlers; listed once in command-service/src/features.ts. */
export const dataValuesCommands = defineCommandFeature({
  name: 'dataValues',
  handlers: ({ dataValues }) => dataValueHandlers(dataValues),
});
