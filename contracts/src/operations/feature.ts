import { defineFeature } from '../shared/feature.ts';
import { operationRoutes } from './routes.ts';
import { OPERATION_EVENTS } from './events.ts';
import { OPERATIONS_READ_MODELS } from './readModels.ts';

/** The operations feature's contract, listed once in contracts/src/features.ts. */
export const operationsFeature = defineFeature({
  name: 'operations',
  routes: operationRoutes,
  events: OPERATION_EVENTS,
  readModels: OPERATIONS_READ_MODELS,
});
