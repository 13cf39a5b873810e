import { defineProjections } from '../feature.ts';
import { ccfsProjection } from './projection.ts';
import { ccfCommentsProjection } from './comments.ts';
import { ccfDataValuesProjection } from './dataValues.ts';

/** The ccf feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const ccfProjections = defineProjections({
  name: 'ccf',
  projections: [ccfsProjection, ccfCommentsProjection, ccfDataValuesProjection],
});
