import { defineProjections } from '../feature.ts';
import { parametersProjection } from './projection.ts';
import { dependenciesProjection } from './dependencyProjection.ts';
import { parameterHistoryProjection } from './history.ts';
import { parameterLinkHistoryProjection } from './linkHistory.ts';

/** The parameters feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const parametersProjections = defineProjections({
  name: 'parameters',
  projections: [parametersProjection, dependenciesProjection, parameterHistoryProjection, parameterLinkHistoryProjection],
});
