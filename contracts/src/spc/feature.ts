import { defineFeature } from '../shared/feature.ts';
import { spcRoutes } from './routes.ts';
import { SPC_EVENTS } from './events.ts';
import { SPC_READ_MODELS } from './readModels.ts';

/** The SPC feature's contract, listed once in contracts/src/features.ts. */
export const spcFeature = defineFeature({
  name: 'spc',
  routes: spcRoutes,
  events: SPC_EVENTS,
  readModels: SPC_READ_MODELS,
});
