import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { API_ROOT, ERRORS, routes } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import { registerContractRoutes, routesOf } from '@ftr/infra/http/routes.ts';
import { alertHandlers } from './alerts/handlers.ts';
import { parkedEventHandlers } from './integrity/handlers.ts';
import { createParking } from './shared/parking.ts';
import { auditHandlers } from './audit/handlers.ts';
import { authHandlers } from './auth/handlers.ts';
import { createMemoryLimitStore } from './auth/limitStore.ts';
import { MAIL_REQUESTS_PER_ADDRESS_PER_MINUTE } from './auth/mailLimits.ts';
import { createRedisLimitStore } from './auth/redisLimitStore.ts';
import { DEFAULT_REDIS_NAMESPACE, redisNames, type RedisNames } from '@ftr/infra/config/redisNames.ts';
import { ccfHandlers } from './ccf/handlers.ts';
import { ccfSettingsHandlers } from './ccfSettings/handlers.ts';
import { constantHandlers } from './constants/handlers.ts';
import { dashboardHandlers } from './dashboards/handlers.ts';
import { playlistHandlers } from './dashboards/playlists.ts';
import { dataScreenHandlers } from './dataScreens/handlers.ts';
import { favouriteHandlers } from './dataScreens/favouriteHandlers.ts';
import { dataValueDeps, dataValueHandlers } from './dataValues/handlers.ts';
import type { CommandDeps } from './deps.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { lookupHandlers } from './lookups/handlers.ts';
import { operationHandlers } from './operations/handlers.ts';
import { dependencyHandlers } from './parameters/dependencyHandlers.ts';
import { parameterLinkHandlers } from './parameterLinks/handlers.ts';
import { commentHandlers } from './comments/handlers.ts';
import { parameterHandlers } from './parameters/handlers.ts';
import { reportHandlers } from './reports/handlers.ts';
import { scheduleHandlers } from './schedules/handlers.ts';
import { processTagHandlers } from './processTags/handlers.ts';
import { recalculationHandlers } from './recalculation/handlers.ts';
import { subscriptionHandlers } from './subscriptions/handlers.ts';
import type { AccountOptions } from './users/deps.ts';
import { userHandlers } from './users/handlers.ts';

export interface CommandPluginOptions extends CommandDeps {
  /** Sign-in attempts allowed per client address per minute (default 60). */
  loginRateLimitPerMinute?: number;
  /** Accounts: read-model lookups, the mailer, links and the per-account sign-in limit (users feature). */
  accounts: AccountOptions;
  /** Distributed mode: the limits count in this Redis, shared by every replica (else in memory). */
  redisUrl?: string | undefined;
  /** The deployment's names in that Redis (REDIS_NAMESPACE); the default namespace's when absent. */
  redisNames?: RedisNames;
}

const tooMany = (message: string) => () => new AppError('too_many', message);

/** Registers every command route of the contract (writes only). */
export const registerCommandRoutes = async (app: FastifyInstance, options: CommandPluginOptions): Promise<void> => {
  // The per-address limits (docs/security.md). This hook must be added BEFORE the rate-limit plugin:
  // onRoute hooks run in the order they were added, and the plugin reads `config.rateLimit` in its own.
  const perAddress = new Map<string, { max: number; timeWindow: string; errorResponseBuilder: () => AppError }>([
    [
      `POST ${API_ROOT}/auth`,
      { max: options.loginRateLimitPerMinute ?? 60, timeWindow: '1 minute', errorResponseBuilder: tooMany(ERRORS.tooManyAttempts) },
    ],
  ]);
  const mailMax = options.accounts.mailRequestsPerAddressPerMinute ?? MAIL_REQUESTS_PER_ADDRESS_PER_MINUTE;
  for (const route of [routes.register, routes.requestPasswordReset]) {
    perAddress.set(`${route.method} ${API_ROOT}${route.path}`, {
      max: mailMax,
      timeWindow: '1 minute',
      errorResponseBuilder: tooMany(ERRORS.tooManyRequests),
    });
  }
  app.addHook('onRoute', (route) => {
    const limit = typeof route.method === 'string' ? perAddress.get(`${route.method} ${route.url}`) : undefined;
    if (limit) route.config = { ...route.config, rateLimit: limit };
  });
  const names = options.redisNames ?? redisNames(DEFAULT_REDIS_NAMESPACE);
  const limitStore =
    options.accounts.limitStore ?? (options.redisUrl ? createRedisLimitStore(options.redisUrl, names.limits) : createMemoryLimitStore());
  if (!options.accounts.limitStore) app.addHook('onClose', () => limitStore.close());
  const redis = 'client' in limitStore ? { redis: limitStore.client as Redis, nameSpace: names.rateLimit } : {};
  // Redis away: the per-address counter is skipped (no 500); the per-account limiter then refuses sign-in with a 503.
  await app.register(rateLimit, { global: false, skipOnError: true, ...redis });
  options = { ...options, accounts: { ...options.accounts, limitStore } };
  const table = routesOf(routes, 'command');
  const dataValues = dataValueDeps(options);
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
    ...parameterLinkHandlers(options),
    ...commentHandlers(options),
    ...subscriptionHandlers(options),
    ...dataValueHandlers(dataValues),
    ...ccfHandlers(dataValues),
    ...ccfSettingsHandlers(dataValues),
    ...recalculationHandlers(dataValues),
    ...auditHandlers(dataValues),
    ...lookupHandlers(options),
    ...constantHandlers(options),
    ...reportHandlers(options),
    ...scheduleHandlers(options),
    ...processTagHandlers(options),
    ...dashboardHandlers(options),
    ...playlistHandlers(options),
    ...parkedEventHandlers(options, options.parking ?? createParking(options.accounts.readStore, options.clock)),
  });
};
