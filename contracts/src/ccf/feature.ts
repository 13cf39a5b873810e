import { defineFeature } from '../shared/feature.ts';
import { ccfRoutes } from './routes.ts';
import { CCF_EVENTS } from './events.ts';
import { CCF_PAIR_EVENTS } from './pairEvents.ts';
import { CCF_READ_MODELS } from './readModels.ts';

/** The ccf feature's contract, listed once in contracts/src/features.ts. */
export const ccfFeature = defineFeature({
  name: 'ccf',
  routes: ccfRoutes,
  events: [...CCF_EVENTS, ...CCF_PAIR_EVENTS],
  readModels: CCF_READ_MODELS,
});
