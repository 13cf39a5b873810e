import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_ROOT, type OwningService, type RouteDef, type RoutesOf, type TokenClaims } from '@ftr/contracts';
import { CachedRead, chooseEncoding, createAnswerCache, notModified, type Answer } from './answerCache.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

type Parts<R> =
  R extends RouteDef<infer P, infer Q, infer B, infer Res> ? { params: Out<P>; query: Out<Q>; body: Out<B>; response: Out<Res> } : never;

export interface HandlerContext<R extends RouteDef> {
  params: Parts<R>['params'];
  query: Parts<R>['query'];
  body: Parts<R>['body'];
  /** The signed-in user; always set unless the route is public. */
  user: TokenClaims;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers its response, or a CachedRead of it (answers of unchanged reads served from a cache: answerCache.ts). */
export type RouteHandler<R extends RouteDef> = (ctx: HandlerContext<R>) => Promise<Parts<R>['response'] | CachedRead<Parts<R>['response']>>;
export type Handlers<T extends { [K in keyof T]: RouteDef }> = { [K in keyof T]: RouteHandler<T[K]> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which service owns the route (the contract's `service`): query routes honour x-min-position. */
    service?: OwningService;
  }
}

/** The service owning the route a request reached, when it is a contract route. */
export const owningService = (request: FastifyRequest): OwningService | undefined => request.routeOptions.config.service;

/** Picks the routes a service owns from the route table. */
export const routesOf = <T extends Record<string, RouteDef>, S extends OwningService>(table: T, service: S) =>
  Object.fromEntries(Object.entries(table).filter(([, r]) => r.service === service)) as RoutesOf<T, S>;

/**
 * A route whose response schema carries `.meta({ contentType })` answers raw bytes of that type (a
 * spreadsheet, a PDF): the handler sets the headers and returns a Buffer, which Fastify sends as is,
 * so no JSON response schema is registered for it.
 */
export const binaryContentType = (route: RouteDef): string | undefined => {
  const contentType = route.response.meta()?.['contentType'];
  return typeof contentType === 'string' ? contentType : undefined;
};

/** Compressed like @fastify/compress would (its threshold), but once per answer instead of once per request. */
const COMPRESSION_THRESHOLD = 1024;

/** A cached answer: 304 when the client's copy is current, else the bytes in the encoding the client accepts. */
const sendAnswer = (request: FastifyRequest, reply: FastifyReply, answer: Answer) => {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (notModified(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const compress = answer.json.length >= COMPRESSION_THRESHOLD && request.headers['x-no-compression'] === undefined;
  const encoding = compress ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(answer.body(encoding));
};

/**
 * Registers contract routes with their schemas (validation, serialization and OpenAPI come from the
 * contract) and their permission (enforced by the auth plugin).
 */
export const registerContractRoutes = <T extends { [K in keyof T]: RouteDef }>(
  app: FastifyInstance,
  table: T,
  handlers: Handlers<T>,
): void => {
  const answers = createAnswerCache();
  for (const [name, route] of Object.entries(table) as [keyof T & string, RouteDef][]) {
    const handler = handlers[name] as unknown as RouteHandler<RouteDef> | undefined;
    // A feature module that forgot a route would answer 500 on first call: refuse at start instead.
    if (typeof handler !== 'function') throw new Error(`Route ${name} has no handler`);
    // What the zod serializer compiler would do with the handler's value: encode with the response schema, then JSON.
    const serialise = (value: unknown) => JSON.stringify(route.response.encode(value));
    app.route({
      method: route.method,
      url: API_ROOT + route.path,
      schema: {
        summary: route.summary,
        operationId: name,
        tags: [route.service],
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        ...(binaryContentType(route) ? {} : { response: { 200: route.response } }),
      },
      config: {
        permission: route.permission,
        service: route.service,
        ...(route.writeAccess !== undefined ? { writeAccess: route.writeAccess } : {}),
        ...(route.notAtCentralOffice !== undefined ? { notAtCentralOffice: route.notAtCentralOffice } : {}),
      },
      handler: async (request, reply) => {
        const result = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          user: request.user as TokenClaims,
          request,
          reply,
        });
        if (!(result instanceof CachedRead)) return result;
        return sendAnswer(request, reply, await answers.answer(`${name} ${result.key}`, async () => serialise(await result.compute())));
      },
    });
  }
};
