import { mergeUnique } from '@ftr/contracts';
import { defineCommandFeature } from '../feature.ts';
import { parameterHandlers } from './handlers.ts';
import { dependencyHandlers } from './dependencyHandlers.ts';

/** The parameters feature's command handlers; listed once in command-service/src/features.ts. */
export const parametersCommands = defineCommandFeature({
  name: 'parameters',
  handlers: ({ dataValues, options }) => mergeUnique('Handler', [parameterHandlers(dataValues), dependencyHandlers(options)]),
});
