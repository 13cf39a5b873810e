import { alertsProjection } from '@ftr/read-models/alerts/projection.ts';
import { auditProjections } from '@ftr/read-models/audit/index.ts';
import { ccfCommentsProjection } from '@ftr/read-models/ccf/comments.ts';
import { ccfDataValuesProjection } from '@ftr/read-models/ccf/dataValues.ts';
import { ccfsProjection } from '@ftr/read-models/ccf/projection.ts';
import { ccfAnalysesProjection, ccfTypesProjection } from '@ftr/read-models/ccfSettings/projection.ts';
import { constantsProjection } from '@ftr/read-models/constants/projection.ts';
import { playlistsProjection } from '@ftr/read-models/dashboards/playlists.ts';
import { dashboardsProjection } from '@ftr/read-models/dashboards/projection.ts';
import { screenFavouritesProjection } from '@ftr/read-models/dataScreens/favouritesProjection.ts';
import { dataScreensProjection } from '@ftr/read-models/dataScreens/projection.ts';
import { screenViewsProjection } from '@ftr/read-models/dataScreens/viewsProjection.ts';
import { parameterValuesProjection } from '@ftr/read-models/dataValues/projection.ts';
import { lookupsProjection } from '@ftr/read-models/lookups/projection.ts';
import { lookupUsageProjection } from '@ftr/read-models/lookups/usage.ts';
import { notificationInboxesProjection, notificationsProjection } from '@ftr/read-models/notifications/projection.ts';
import { operationsProjection } from '@ftr/read-models/operations/projection.ts';
import { dependenciesProjection } from '@ftr/read-models/parameters/dependencyProjection.ts';
import { parameterHistoryProjection } from '@ftr/read-models/parameters/history.ts';
import { parameterLinkHistoryProjection } from '@ftr/read-models/parameters/linkHistory.ts';
import { parameterLinksProjection } from '@ftr/read-models/parameterLinks/projection.ts';
import { commentsProjection } from '@ftr/read-models/comments/projection.ts';
import { dataSummaryProjection } from '@ftr/read-models/summary/projection.ts';
import { parametersProjection } from '@ftr/read-models/parameters/projection.ts';
import { reportsProjection } from '@ftr/read-models/reports/projection.ts';
import { tagCapturesProjection } from '@ftr/read-models/processTags/captures.ts';
import { schedulesProjection } from '@ftr/read-models/schedules/projection.ts';
import { tagReadingsProjection, tagsProjection } from '@ftr/read-models/processTags/projection.ts';
import { recalculationJobsProjection } from '@ftr/read-models/recalculation/projection.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { sessionsProjection } from '@ftr/read-models/sessions/projection.ts';
import { subscriptionsProjection } from '@ftr/read-models/subscriptions/projection.ts';
import { usersProjection } from '@ftr/read-models/users/projection.ts';

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
