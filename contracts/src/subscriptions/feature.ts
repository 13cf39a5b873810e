import { defineFeature } from '../shared/feature.ts';
import { subscriptionRoutes } from './routes.ts';
import { SUBSCRIPTION_EVENTS } from './events.ts';
import { SUBSCRIPTIONS_READ_MODELS } from './readModels.ts';

/** The subscriptions feature's contract, listed once in contracts/src/features.ts. */
export const subscriptionsFeature = defineFeature({
  name: 'subscriptions',
  routes: subscriptionRoutes,
  events: SUBSCRIPTION_EVENTS,
  readModels: SUBSCRIPTIONS_READ_MODELS,
});
