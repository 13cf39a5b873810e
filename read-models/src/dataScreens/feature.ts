import { defineProjections } from '../feature.ts';
import { dataScreensProjection } from './projection.ts';
import { screenFavouritesProjection } from './favouritesProjection.ts';
import { screenViewsProjection } from './viewsProjection.ts';

/** The dataScreens feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const dataScreensProjections = defineProjections({
  name: 'dataScreens',
  projections: [dataScreensProjection, screenFavouritesProjection, screenViewsProjection],
});
