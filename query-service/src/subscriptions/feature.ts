import { defineQueryFeature } from '../feature.ts';
import { subscriptionQueryHandlers } from './handlers.ts';

/** The subscriptions feature's query handlers; listed once in query-service/src/features.ts. */
export const subscriptionsQueries = defineQueryFeature({
  name: 'subscriptions',
  handlers: (deps) => subscriptionQueryHandlers(deps),
});
