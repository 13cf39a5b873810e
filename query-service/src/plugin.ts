import type { FastifyInstance } from 'fastify';
import { MIN_POSITION_HEADER, routes } from '@ftr/contracts';
import { registerContractRoutes, routesOf } from '@ftr/infra/http/routes.ts';
import { alertQueryHandlers } from './alerts/handlers.ts';
import { auditQueryHandlers } from './audit/handlers.ts';
import { ccfQueryHandlers } from './ccf/handlers.ts';
import { ccfSettingsQueryHandlers } from './ccfSettings/handlers.ts';
import { favouriteQueryHandlers } from './dataScreens/favouriteHandlers.ts';
import { dataScreenQueryHandlers } from './dataScreens/handlers.ts';
import { dataValueQueryHandlers } from './dataValues/handlers.ts';
import { integrityQueryHandlers } from './integrity/handlers.ts';
import { liveDataQueryHandlers } from './liveData/handlers.ts';
import type { QueryDeps } from './deps.ts';
import { notificationQueryHandlers } from './notifications/handlers.ts';
import { operationQueryHandlers } from './operations/handlers.ts';
import { dependencyQueryHandlers } from './parameters/dependencyHandlers.ts';
import { parameterQueryHandlers } from './parameters/handlers.ts';
import { recalculationQueryHandlers } from './recalculation/handlers.ts';
import { subscriptionQueryHandlers } from './subscriptions/handlers.ts';
import { userQueryHandlers } from './users/handlers.ts';

/** How long a read may wait for the read side to reach the position its client wrote. */
export const MAX_CONSISTENCY_WAIT_MS = 2_000;

/** Registers every query route of the contract, reading read models only. */
export const registerQueryRoutes = async (app: FastifyInstance, deps: QueryDeps): Promise<void> => {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET') return;
    const header = request.headers[MIN_POSITION_HEADER];
    if (typeof header !== 'string' || !/^\d{1,20}$/.test(header)) return;
    await deps.progress.waitFor(BigInt(header), MAX_CONSISTENCY_WAIT_MS);
  });
  // One line per feature.
  registerContractRoutes(app, routesOf(routes, 'query'), {
    ...operationQueryHandlers(deps),
    ...userQueryHandlers(deps),
    ...notificationQueryHandlers(deps),
    ...alertQueryHandlers(deps),
    ...ccfQueryHandlers(deps),
    ...ccfSettingsQueryHandlers(deps),
    ...dataScreenQueryHandlers(deps),
    ...favouriteQueryHandlers(deps),
    ...parameterQueryHandlers(deps),
    ...dependencyQueryHandlers(deps),
    ...subscriptionQueryHandlers(deps),
    ...dataValueQueryHandlers(deps),
    ...recalculationQueryHandlers(deps),
    ...integrityQueryHandlers(deps),
    ...auditQueryHandlers(deps),
    ...liveDataQueryHandlers(deps),
  });
};
