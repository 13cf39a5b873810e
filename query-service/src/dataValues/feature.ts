import { mergeUnique } from '@ftr/contracts';
import { defineQueryFeature } from '../feature.ts';
import { dataValueQueryHandlers } from './handlers.ts';
import { latestValueQueryHandlers } from './latestDate.ts';

/** The dataValues feature's query handlers; listed once in query-service/src/features.ts. */
export const dataValuesQueries = defineQueryFeature({
  name: 'dataValues',
  handlers: (deps) => mergeUnique('Handler', [dataValueQueryHandlers(deps), latestValueQueryHandlers(deps)]),
});
