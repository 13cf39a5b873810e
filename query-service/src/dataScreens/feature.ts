import { mergeUnique } from '@ftr/contracts';
import { defineQueryFeature } from '../feature.ts';
import { dataScreenQueryHandlers } from './handlers.ts';
import { favouriteQueryHandlers } from './favouriteHandlers.ts';

/** The dataScreens feature's query handlers; listed once in query-service/src/features.ts. */
export const dataScreensQueries = defineQueryFeature({
  name: 'dataScreens',
  handlers: (deps) => mergeUnique('Handler', [dataScreenQueryHandlers(deps), favouriteQueryHandlers(deps)]),
});
