import { alertsProjection } from './alerts/projection.ts';
import { auditProjections } from './audit/index.ts';
import { ccfCommentsProjection } from './ccf/comments.ts';
import { ccfDataValuesProjection } from './ccf/dataValues.ts';
import { ccfsProjection } from './ccf/projection.ts';
import { ccfAnalysesProjection, ccfTypesProjection } from './ccfSettings/projection.ts';
import { constantsProjection } from './constants/projection.ts';
import { playlistsProjection } from './dashboards/playlists.ts';
import { dashboardsProjection } from './dashboards/projection.ts';
import { screenFavouritesProjection } from './dataScreens/favouritesProjection.ts';
import { dataScreensProjection } from './dataScreens/projection.ts';
import { screenViewsProjection } from './dataScreens/viewsProjection.ts';
import { parameterValuesProjection } from './dataValues/projection.ts';
import { lookupsProjection } from './lookups/projection.ts';
import { lookupUsageProjection } from './lookups/usage.ts';
import { notificationInboxesProjection, notificationsProjection } from './notifications/projection.ts';
import { operationsProjection } from './operations/projection.ts';
import { dependenciesProjection } from './parameters/dependencyProjection.ts';
import { parameterHistoryProjection } from './parameters/history.ts';
import { parameterLinkHistoryProjection } from './parameters/linkHistory.ts';
import { parameterLinksProjection } from './parameterLinks/projection.ts';
import { commentsProjection } from './comments/projection.ts';
import { dataSummaryProjection } from './summary/projection.ts';
import { parametersProjection } from './parameters/projection.ts';
import { reportsProjection } from './reports/projection.ts';
import { tagCapturesProjection } from './processTags/captures.ts';
import { schedulesProjection } from './schedules/projection.ts';
import { tagReadingsProjection, tagsProjection } from './processTags/projection.ts';
import { recalculationJobsProjection } from './recalculation/projection.ts';
import type { Projection } from './runtime/projection.ts';
import { sessionsProjection } from './sessions/projection.ts';
import { subscriptionsProjection } from './subscriptions/projection.ts';
import { usersProjection } from './users/projection.ts';

/** Every projection of the main read-model group. */
const all = [
  operationsProjection, // one line per projection
  sessionsProjection,
  usersProjection,
  notificationsProjection,
  notificationInboxesProjection,
  alertsProjection,
  dataScreensProjection,
  screenFavouritesProjection,
  screenViewsProjection,
  parametersProjection,
  dependenciesProjection,
  parameterHistoryProjection,
  parameterLinkHistoryProjection,
  subscriptionsProjection,
  parameterValuesProjection,
  ccfsProjection,
  ccfCommentsProjection,
  ccfDataValuesProjection,
  ccfTypesProjection,
  ccfAnalysesProjection,
  recalculationJobsProjection,
  ...auditProjections,
  lookupsProjection,
  lookupUsageProjection,
  constantsProjection,
  parameterLinksProjection,
  reportsProjection,
  schedulesProjection,
  commentsProjection,
  tagReadingsProjection,
  tagsProjection,
  tagCapturesProjection,
  dashboardsProjection,
  playlistsProjection,
  dataSummaryProjection,
];
export const projections: readonly Projection[] = all;
