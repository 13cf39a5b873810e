import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { API_ROOT, ERRORS, mergeUnique, routes } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import { registerContractRoutes, routesOf } from '@ftr/infra/http/routes.ts';
import { createParking } from './shared/parking.ts';
import { dataValueDeps } from './dataValues/handlers.ts';
import type { CommandFeatureContext, CommandPluginOptions } from './feature.ts';
import { COMMAND_FEATURES } from './features.ts';
import { createMemoryLimitStore } from './auth/limitStore.ts';
import { MAIL_REQUESTS_PER_ADDRESS_PER_MINUTE } from './auth/mailLimits.ts';
import { createRedisLimitStore } from './auth/redisLimitStore.ts';
import { DEFAULT_REDIS_NAMESPACE, redisNames } from '@ftr/infra/config/redisNames.ts';

export type { CommandPluginOptions } from './feature.ts';

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
  const context: CommandFeatureContext = {
    options,
    dataValues: dataValueDeps(options),
    parking: options.parking ?? createParking(options.accounts.readStore, options.clock),
  };
  // Every feature's handlers, each route's once (command-service/src/features.ts).
  registerContractRoutes(
    app,
    table,
    mergeUnique(
      'Handler',
      COMMAND_FEATURES.map((feature) => feature.handlers(context)),
    ),
  );
};
