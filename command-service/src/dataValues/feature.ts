import { defineCommandFeature } from '../feature.ts';
import { dataValueHandlers } from './handlers.ts';
import { signerFor } from '../signatures/signer.ts';

/** The dataValues feature's command handlers; listed once in command-service/src/features.ts. */
export const dataValuesCommands = defineCommandFeature({
  name: 'dataValues',
  handlers: ({ dataValues, options }) => dataValueHandlers(dataValues, signerFor({ ...dataValues, options })),
});
