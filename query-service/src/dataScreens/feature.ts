import { defineQueryFeature } from '../feature.ts';
import { dataScreenQueryHandlers } from './handlers.ts';
import { favouriteQueryHandlers } from './favouriteHandlers.ts';

/** The dataScreens feature's query handlers; listed once in query-service/src/features.ts. */
export const dataScreensQueries = defineQueryFeature({
  name: 'dataScreens',
  handlers: (deps) => ({ ...dataScreenQueryHandlers(deps), ...favouriteQueryHandlers(deps) }),
});
