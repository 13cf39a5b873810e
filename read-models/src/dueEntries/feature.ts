import { defineProjections } from '../feature.ts';
import { dueAlertsProjection } from './alertsProjection.ts';
import { dueFilledProjection } from './filledProjection.ts';
import { dueScreensProjection } from './screensProjection.ts';

/** The due-entries feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const dueEntriesProjections = defineProjections({
  name: 'dueEntries',
  projections: [dueScreensProjection, dueAlertsProjection, dueFilledProjection],
});
