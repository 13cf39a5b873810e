import { defineProjections } from '../feature.ts';
import { parameterLinksProjection } from './projection.ts';

/** The parameterLinks feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const parameterLinksProjections = defineProjections({ name: 'parameterLinks', projections: [parameterLinksProjection] });
