import { defineProjections } from '../feature.ts';
import { auditDaysProjection } from './daysProjection.ts';
import { auditTrailProjection } from './projection.ts';
import { dataSettingsProjection } from './settingsProjection.ts';

/** The audit feature's read models: the trail, its counts per day and the data-entry settings; listed once in read-models/src/features.ts. */
export const auditProjections = defineProjections({
  name: 'audit',
  projections: [auditTrailProjection, auditDaysProjection, dataSettingsProjection],
});
