import type { FastifyInstance } from 'fastify';
import { routes } from '@ftr/contracts';
import { registerContractRoutes, routesOf } from '@ftr/infra/http/routes.ts';
import { alertQueryHandlers } from './alerts/handlers.ts';
import { auditQueryHandlers } from './audit/handlers.ts';
import { ccfQueryHandlers } from './ccf/handlers.ts';
import { ccfSettingsQueryHandlers } from './ccfSettings/handlers.ts';
import { registerReadYourWrites } from './consistency/readYourWrites.ts';
import { constantQueryHandlers } from './constants/handlers.ts';
import { dashboardQueryHandlers } from './dashboards/handlers.ts';
import { playlistQueryHandlers } from './dashboards/playlists.ts';
import { favouriteQueryHandlers } from './dataScreens/favouriteHandlers.ts';
import { dataScreenQueryHandlers } from './dataScreens/handlers.ts';
import { dataValueQueryHandlers } from './dataValues/handlers.ts';
import { latestValueQueryHandlers } from './dataValues/latestDate.ts';
import { integrityQueryHandlers } from './integrity/handlers.ts';
import { liveDataQueryHandlers } from './liveData/handlers.ts';
import type { QueryDeps } from './deps.ts';
import { lookupQueryHandlers } from './lookups/handlers.ts';
import { notificationQueryHandlers } from './notifications/handlers.ts';
import { operationQueryHandlers } from './operations/handlers.ts';
import { dependencyQueryHandlers } from './parameters/dependencyHandlers.ts';
import { parameterLinkQueryHandlers } from './parameterLinks/handlers.ts';
import { commentQueryHandlers } from './comments/handlers.ts';
import { summaryQueryHandlers } from './summary/handlers.ts';
import { parameterDataScreenQueryHandlers } from './parameters/dataScreenHandlers.ts';
import { parameterGroupQueryHandlers } from './parameters/groupHandlers.ts';
import { parameterHistoryQueryHandlers } from './parameters/historyHandlers.ts';
import { parameterQueryHandlers } from './parameters/handlers.ts';
import { reportQueryHandlers } from './reports/handlers.ts';
import { scheduleQueryHandlers } from './schedules/handlers.ts';
import { processTagQueryHandlers } from './processTags/handlers.ts';
import { reportOutputQueryHandlers } from './reportOutputs/handlers.ts';
import { recalculationQueryHandlers } from './recalculation/handlers.ts';
import { subscriptionQueryHandlers } from './subscriptions/handlers.ts';
import { userQueryHandlers } from './users/handlers.ts';

/** Registers every query route of the contract, reading read models only. */
export const registerQueryRoutes = (app: FastifyInstance, deps: QueryDeps): void => {
  registerReadYourWrites(app, deps.progress);
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
    ...parameterLinkQueryHandlers(deps),
    ...parameterDataScreenQueryHandlers(deps),
    ...parameterGroupQueryHandlers(deps),
    ...parameterHistoryQueryHandlers(deps),
    ...subscriptionQueryHandlers(deps),
    ...dataValueQueryHandlers(deps),
    ...latestValueQueryHandlers(deps),
    ...recalculationQueryHandlers(deps),
    ...integrityQueryHandlers(deps),
    ...auditQueryHandlers(deps),
    ...liveDataQueryHandlers(deps),
    ...lookupQueryHandlers(deps),
    ...constantQueryHandlers(deps),
    ...reportQueryHandlers(deps),
    ...scheduleQueryHandlers(deps),
    ...commentQueryHandlers(deps),
    ...processTagQueryHandlers(deps),
    ...dashboardQueryHandlers(deps),
    ...playlistQueryHandlers(deps),
    ...reportOutputQueryHandlers(deps),
    ...summaryQueryHandlers(deps),
  });
};
