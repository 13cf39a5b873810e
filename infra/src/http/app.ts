import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_ROOT, type TokenClaims } from '@ftr/contracts';
import { parseTrustProxy, type TrustProxy } from '../config/env.ts';
import type { FollowStatus } from '../eventstore/follow.ts';
import type { ReadSideStatus } from '../readstore/readSide.ts';
import { registerAnswerTags } from './answerTags.ts';
import { authPlugin } from './authPlugin.ts';
import { installErrorHandler } from './errorHandler.ts';
import { readiness } from './readiness.ts';
import { openApiDocumentTransform, openApiTransform } from './openapi.ts';
import { registerCompression, registerSecurityHeaders } from './security.ts';
import { registerStaticUi } from './staticUi.ts';

export interface HttpAppOptions {
  title: string;
  /** A pino logger options object, or false for silence (tests). */
  logger?: boolean | { level: string };
  loggerInstance?: FastifyBaseLogger;
  verifyToken: (token: string) => Promise<TokenClaims | null>;
  /** Folder of the built UI to serve (single-page app: unknown GET paths answer index.html). */
  staticRoot?: string;
  /** Proxies whose X-Forwarded-For is believed (default: TRUST_PROXY; unset trusts none). */
  trustProxy?: TrustProxy;
  /** Readiness: resolves true when the service's dependencies answer. */
  ready?(): Promise<boolean>;
  /** The log followers this process runs (projector, reactors): /api/ready lists them and is 503 while one is not running. */
  followers?(): FollowStatus[];
  /** The read side's lag and projector (readiness.ts): /api/ready is 503 while it is too far behind or no projector is active. */
  readSide?(): Promise<ReadSideStatus>;
  /** Events this deployment's reactors parked (shown by /api/ready; they do not make it unready). */
  parked?(): Promise<number>;
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
    trustProxy: options.trustProxy ?? parseTrustProxy(process.env['TRUST_PROXY']),
    bodyLimit: 10 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: these apply to every route registered after them (headers and compression, docs/security.md).
  registerSecurityHeaders(app);
  registerAnswerTags(app);
  await registerCompression(app);
  if (options.staticRoot) await registerStaticUi(app, options.staticRoot);
  installErrorHandler(app);
  await app.register(swagger, {
    openapi: {
      info: { title: options.title, version: '1.0.0' },
      // Relative: the API answers on whatever host and port serve this document (docs/openapi.md).
      servers: [{ url: '/' }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } } },
      security: [{ token: [] }],
    },
    transform: openApiTransform,
    transformObject: openApiDocumentTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_ROOT}/docs` });
  await app.register(authPlugin, { verifyToken: options.verifyToken });
  app.get(`${API_ROOT}/health`, { config: { permission: 'public' }, schema: { hide: true } }, () => Promise.resolve({ status: 'ok' }));
  app.get(`${API_ROOT}/ready`, { config: { permission: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const { ready, body } = await readiness(options);
    const parked = options.parked ? await options.parked().catch(() => undefined) : undefined;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ...body, ...(parked === undefined ? {} : { parked }) });
  });
  return app;
};
