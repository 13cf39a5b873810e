import { alertRoutes } from './alerts/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { ccfRoutes } from './ccf/routes.ts';
import { ccfSettingsRoutes } from './ccfSettings/routes.ts';
import { dataScreenRoutes } from './dataScreens/routes.ts';
import { dataValueRoutes } from './dataValues/routes.ts';
import { integrityRoutes } from './integrity/routes.ts';
import type { RouteDef } from './http/route.ts';
import { liveDataRoutes } from './liveData/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { operationRoutes } from './operations/routes.ts';
import { parameterRoutes } from './parameters/routes.ts';
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
  ...subscriptionRoutes,
  ...dataValueRoutes,
  ...integrityRoutes,
  ...liveDataRoutes,
  ...recalculationRoutes,
  ...auditRoutes,
} satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
