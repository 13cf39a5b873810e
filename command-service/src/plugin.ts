import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { API_ROOT, routes } from '@ftr/contracts';
import { registerContractRoutes, routesOf } from '@ftr/infra/http/routes.ts';
import { alertHandlers } from './alerts/handlers.ts';
import { auditHandlers } from './audit/handlers.ts';
import { authHandlers } from './auth/handlers.ts';
import { ccfHandlers } from './ccf/handlers.ts';
import { ccfSettingsHandlers } from './ccfSettings/handlers.ts';
import { dataScreenHandlers } from './dataScreens/handlers.ts';
import { favouriteHandlers } from './dataScreens/favouriteHandlers.ts';
import { dataValueDeps, dataValueHandlers } from './dataValues/handlers.ts';
import type { CommandDeps } from './deps.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { operationHandlers } from './operations/handlers.ts';
import { dependencyHandlers } from './parameters/dependencyHandlers.ts';
import { parameterHandlers } from './parameters/handlers.ts';
import { recalculationHandlers } from './recalculation/handlers.ts';
import { subscriptionHandlers } from './subscriptions/handlers.ts';
import type { AccountOptions } from './users/deps.ts';
import { userHandlers } from './users/handlers.ts';

export interface CommandPluginOptions extends CommandDeps {
  /** Sign-in attempts allowed per client address per minute. */
  loginRateLimitPerMinute?: number;
  /** Accounts: read-model lookups, the mailer, links and the per-account sign-in limit (users feature). */
  accounts: AccountOptions;
}

/** Registers every command route of the contract (writes only). */
export const registerCommandRoutes = async (app: FastifyInstance, options: CommandPluginOptions): Promise<void> => {
  await app.register(rateLimit, { global: false });
  const limit = options.loginRateLimitPerMinute ?? 60;
  app.addHook('onRoute', (route) => {
    if (route.url === `${API_ROOT}/auth` && route.method === 'POST') {
      route.config = { ...route.config, rateLimit: { max: limit, timeWindow: '1 minute' } };
    }
  });
  const table = routesOf(routes, 'command');
  const dataValues = dataValueDeps(options, options.accounts.readStore);
  // One line per feature.
  registerContractRoutes(app, table, {
    ...authHandlers(options),
    ...operationHandlers(options),
    ...userHandlers(options),
    ...notificationHandlers(options),
    ...alertHandlers(options),
    ...dataScreenHandlers(options),
    ...favouriteHandlers(options),
    ...parameterHandlers(dataValues),
    ...dependencyHandlers(options),
    ...subscriptionHandlers(options),
    ...dataValueHandlers(dataValues),
    ...ccfHandlers(dataValues),
    ...ccfSettingsHandlers(dataValues),
    ...recalculationHandlers(dataValues),
    ...auditHandlers(dataValues),
  });
};
