import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_ROOT, type TokenClaims } from '@ftr/contracts';
import { authPlugin } from './authPlugin.ts';
import { installErrorHandler } from './errorHandler.ts';

export interface HttpAppOptions {
  title: string;
  /** A pino logger options object, or false for silence (tests). */
  logger?: boolean | { level: string };
  loggerInstance?: FastifyBaseLogger;
  verifyToken(token: string): Promise<TokenClaims | null>;
  /** Folder of the built UI to serve (single-page app: unknown GET paths answer index.html). */
  staticRoot?: string;
  /** Readiness: resolves true when the service's dependencies answer. */
  ready?(): Promise<boolean>;
}

/**
 * A Fastify instance with everything every service shares: zod validation and serialization from the
 * contract, OpenAPI at /api/docs, the one error handler, the auth hook, /api/health and /api/ready.
 */
export const createHttpApp = async (options: HttpAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? { level: process.env['LOG_LEVEL'] ?? 'info' } }),
    logController: new LogController({ disableRequestLogging: process.env['LOG_REQUESTS'] !== '1' }),
    trustProxy: true,
    bodyLimit: 10 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.staticRoot) await app.register(fastifyStatic, { root: options.staticRoot, wildcard: false });
  installErrorHandler(app);
  await app.register(swagger, {
    openapi: {
      info: { title: options.title, version: '1.0.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_ROOT}/docs` });
  await app.register(authPlugin, { verifyToken: options.verifyToken });
  app.get(`${API_ROOT}/health`, { config: { permission: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get(`${API_ROOT}/ready`, { config: { permission: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const ready = options.ready ? await options.ready() : true;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'starting' });
  });
  return app;
};
