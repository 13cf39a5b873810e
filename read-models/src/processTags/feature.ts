import { defineProjections } from '../feature.ts';
import { tagReadingsProjection, tagsProjection } from './projection.ts';
import { tagCapturesProjection } from './captures.ts';

/** The processTags feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const processTagsProjections = defineProjections({
  name: 'processTags',
  projections: [tagReadingsProjection, tagsProjection, tagCapturesProjection],
});
