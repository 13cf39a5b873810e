import { mergeUnique } from '@ftr/contracts';
import { defineQueryFeature } from '../feature.ts';
import { parameterQueryHandlers } from './handlers.ts';
import { dependencyQueryHandlers } from './dependencyHandlers.ts';
import { parameterDataScreenQueryHandlers } from './dataScreenHandlers.ts';
import { parameterGroupQueryHandlers } from './groupHandlers.ts';
import { parameterHistoryQueryHandlers } from './historyHandlers.ts';

/** The parameters feature's query handlers; listed once in query-service/src/features.ts. */
export const parametersQueries = defineQueryFeature({
  name: 'parameters',
  handlers: (deps) =>
    mergeUnique('Handler', [
      parameterQueryHandlers(deps),
      dependencyQueryHandlers(deps),
      parameterDataScreenQueryHandlers(deps),
      parameterGroupQueryHandlers(deps),
      parameterHistoryQueryHandlers(deps),
    ]),
});
