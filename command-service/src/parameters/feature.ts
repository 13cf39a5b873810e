import { mergeUnique } from '@ftr/contracts';
import { defineCommandFeature } from '../feature.ts';
import { parameterHandlers } from './handlers.ts';
import { signerFor } from '../signatures/signer.ts';
import { dependencyHandlers } from './dependencyHandlers.ts';

/** The parameters feature's command handlers; listed once in command-service/src/features.ts. */
export const parametersCommands = defineCommandFeature({
  name: 'parameters',
  handlers: ({ dataValues, options }) =>
    mergeUnique('Handler', [parameterHandlers(dataValues, signerFor({ ...dataValues, options })), dependencyHandlers(options)]),
});
