import { defineProjections } from '../feature.ts';
import { dataSummaryProjection } from './projection.ts';

/** The summary feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const summaryProjections = defineProjections({ name: 'summary', projections: [dataSummaryProjection] });
