import { alertRoutes } from './alerts/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { ccfRoutes } from './ccf/routes.ts';
import { ccfSettingsRoutes } from './ccfSettings/routes.ts';
import { constantRoutes } from './constants/routes.ts';
import { scheduleRoutes } from './schedules/routes.ts';
import { dashboardRoutes } from './dashboards/routes.ts';
import { dataScreenRoutes } from './dataScreens/routes.ts';
import { dataValueRoutes } from './dataValues/routes.ts';
import { latestValueRoutes } from './dataValues/latestRoute.ts';
import { integrityRoutes } from './integrity/routes.ts';
import type { RouteDef } from './http/route.ts';
import { liveDataRoutes } from './liveData/routes.ts';
import { lookupRoutes } from './lookups/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { operationRoutes } from './operations/routes.ts';
import { parameterRoutes } from './parameters/routes.ts';
import { parameterLinkRoutes } from './parameterLinks/routes.ts';
import { commentRoutes } from './comments/routes.ts';
import { summaryRoutes } from './summary/routes.ts';
import { parameterDataScreenRoutes } from './parameters/dataScreensRoute.ts';
import { parameterGroupRoutes } from './parameters/groupsRoute.ts';
import { parameterHistoryRoutes } from './parameters/historyRoute.ts';
import { reportRoutes } from './reports/routes.ts';
import { processTagRoutes } from './processTags/routes.ts';
import { reportOutputRoutes } from './reportOutputs/routes.ts';
import { recalculationRoutes } from './recalculation/routes.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';
import { userRoutes } from './users/routes.ts';

/** The route table: every API route of the product, one source for server, OpenAPI and UI client. */
export const routes = {
  // One line per feature.
  ...authRoutes,
  ...operationRoutes,
  ...userRoutes,
  ...notificationRoutes,
  ...alertRoutes,
  ...ccfRoutes,
  ...ccfSettingsRoutes,
  ...dataScreenRoutes,
  ...parameterRoutes,
  ...parameterLinkRoutes,
  ...commentRoutes,
  ...summaryRoutes,
  ...parameterDataScreenRoutes,
  ...parameterGroupRoutes,
  ...parameterHistoryRoutes,
  ...subscriptionRoutes,
  ...dataValueRoutes,
  ...latestValueRoutes,
  ...integrityRoutes,
  ...liveDataRoutes,
  ...recalculationRoutes,
  ...auditRoutes,
  ...lookupRoutes,
  ...constantRoutes,
  ...reportRoutes,
  ...processTagRoutes,
  ...dashboardRoutes,
  ...reportOutputRoutes,
  ...scheduleRoutes,
} satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
