import { operationsProjections } from './operations/feature.ts';
import { authProjections } from './sessions/feature.ts';
import { usersProjections } from './users/feature.ts';
import { notificationsProjections } from './notifications/feature.ts';
import { alertsProjections } from './alerts/feature.ts';
import { dataScreensProjections } from './dataScreens/feature.ts';
import { parametersProjections } from './parameters/feature.ts';
import { subscriptionsProjections } from './subscriptions/feature.ts';
import { dataValuesProjections } from './dataValues/feature.ts';
import { ccfProjections } from './ccf/feature.ts';
import { ccfSettingsProjections } from './ccfSettings/feature.ts';
import { recalculationProjections } from './recalculation/feature.ts';
import { auditProjections } from './audit/feature.ts';
import { lookupsProjections } from './lookups/feature.ts';
import { constantsProjections } from './constants/feature.ts';
import { parameterLinksProjections } from './parameterLinks/feature.ts';
import { reportsProjections } from './reports/feature.ts';
import { schedulesProjections } from './schedules/feature.ts';
import { commentsProjections } from './comments/feature.ts';
import { processTagsProjections } from './processTags/feature.ts';
import { dashboardsProjections } from './dashboards/feature.ts';
import { summaryProjections } from './summary/feature.ts';
import { spcProjections } from './spc/feature.ts';
import { dueEntriesProjections } from './dueEntries/feature.ts';
import type { ProjectionFeature } from './feature.ts';
import { signaturesProjections } from './signatures/feature.ts';

/** Every feature's projections, once each, in the order the projector registers them; a new feature is one line. */
export const PROJECTION_FEATURES: readonly ProjectionFeature[] = [
  operationsProjections,
  authProjections,
  usersProjections,
  notificationsProjections,
  alertsProjections,
  dataScreensProjections,
  parametersProjections,
  subscriptionsProjections,
  dataValuesProjections,
  ccfProjections,
  ccfSettingsProjections,
  recalculationProjections,
  auditProjections,
  lookupsProjections,
  constantsProjections,
  parameterLinksProjections,
  reportsProjections,
  schedulesProjections,
  commentsProjections,
  processTagsProjections,
  dashboardsProjections,
  summaryProjections,
  signaturesProjections,
  spcProjections,
  dueEntriesProjections,
];
