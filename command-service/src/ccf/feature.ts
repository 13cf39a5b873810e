import { defineCommandFeature } from '../feature.ts';
import { ccfHandlers } from './handlers.ts';
import { signerFor } from '../signatures/signer.ts';

/** The ccf feature's command handlers; listed once in command-service/src/features.ts. */
export const ccfCommands = defineCommandFeature({
  name: 'ccf',
  handlers: ({ dataValues, options }) => ccfHandlers(dataValues, signerFor({ ...dataValues, options })),
});
