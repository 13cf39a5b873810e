import { defineFeature } from '../shared/feature.ts';
import { authRoutes } from './routes.ts';
import { AUTH_EVENTS } from './events.ts';
import { AUTH_READ_MODELS } from './readModels.ts';

/** The auth feature's contract, listed once in contracts/src/features.ts. */
export const authFeature = defineFeature({
  name: 'auth',
  routes: authRoutes,
  events: AUTH_EVENTS,
  readModels: AUTH_READ_MODELS,
});
