import { defineProjections } from '../feature.ts';
import { parameterValuesProjection } from './projection.ts';

/** The dataValues feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const dataValuesProjections = defineProjections({ name: 'dataValues', projections: [parameterValuesProjection] });
