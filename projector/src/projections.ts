import { alertsProjection } from './alerts/projection.ts';
import { auditProjections } from './audit/index.ts';
import { ccfCommentsProjection } from './ccf/comments.ts';
import { ccfDataValuesProjection } from './ccf/dataValues.ts';
import { ccfsProjection } from './ccf/projection.ts';
import { ccfAnalysesProjection, ccfTypesProjection } from './ccfSettings/projection.ts';
import { screenFavouritesProjection } from './dataScreens/favouritesProjection.ts';
import { dataScreensProjection } from './dataScreens/projection.ts';
import { screenViewsProjection } from './dataScreens/viewsProjection.ts';
import { parameterValuesProjection } from './dataValues/projection.ts';
import { notificationInboxesProjection, notificationsProjection } from './notifications/projection.ts';
import { operationsProjection } from './operations/projection.ts';
import { dependenciesProjection } from './parameters/dependencyProjection.ts';
import { parametersProjection } from './parameters/projection.ts';
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
  subscriptionsProjection,
  parameterValuesProjection,
  ccfsProjection,
  ccfCommentsProjection,
  ccfDataValuesProjection,
  ccfTypesProjection,
  ccfAnalysesProjection,
  recalculationJobsProjection,
  ...auditProjections,
];
export const projections: readonly Projection[] = all as unknown as Projection[];
