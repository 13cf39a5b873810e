import { defineFeature, mergeUnique } from '../shared/feature.ts';
import { parameterRoutes } from './routes.ts';
import { parameterDataScreenRoutes } from './dataScreensRoute.ts';
import { parameterGroupRoutes } from './groupsRoute.ts';
import { parameterHistoryRoutes } from './historyRoute.ts';
import { PARAMETER_EVENTS } from './events.ts';
import { PARAMETERS_READ_MODELS } from './readModels.ts';

/** The parameters feature's contract, listed once in contracts/src/features.ts. */
export const parametersFeature = defineFeature({
  name: 'parameters',
  routes: mergeUnique('Route', [parameterRoutes, parameterDataScreenRoutes, parameterGroupRoutes, parameterHistoryRoutes]),
  events: PARAMETER_EVENTS,
  readModels: PARAMETERS_READ_MODELS,
});
