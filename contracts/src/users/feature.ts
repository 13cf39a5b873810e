import { defineFeature } from '../shared/feature.ts';
import { userRoutes } from './routes.ts';
import { USER_EVENTS } from './events.ts';
import { USERS_READ_MODELS } from './readModels.ts';

/** The users feature's contract, listed once in contracts/src/features.ts. */
export const usersFeature = defineFeature({
  name: 'users',
  routes: userRoutes,
  events: USER_EVENTS,
  readModels: USERS_READ_MODELS,
});
