import { authRoutes } from './auth/routes.ts';
import type { RouteDef } from './http/route.ts';
import { operationRoutes } from './operations/routes.ts';

/** The route table: every API route of the product, one source for server, OpenAPI and UI client. */
export const routes = {
  // One line per feature.
  ...authRoutes,
  ...operationRoutes,
} satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
