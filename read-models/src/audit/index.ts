import { auditDaysProjection } from './daysProjection.ts';
import { auditTrailProjection } from './projection.ts';
import { dataSettingsProjection } from './settingsProjection.ts';

/** The audit feature's read models: the trail, its counts per day and the data-entry settings. */
export const auditProjections = [auditTrailProjection, auditDaysProjection, dataSettingsProjection];
