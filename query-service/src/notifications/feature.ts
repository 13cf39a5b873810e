import { defineQueryFeature } from '../feature.ts';
import { notificationQueryHandlers } from './handlers.ts';

/** The notifications feature's query handlers; listed once in query-service/src/features.ts. */
export const notificationsQueries = defineQueryFeature({
  name: 'notifications',
  handlers: (deps) => notificationQueryHandlers(deps),
});
