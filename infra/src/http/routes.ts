import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_ROOT, type OwningService, type RouteDef, type RoutesOf, type TokenClaims } from '@ftr/contracts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

type Parts<R> = R extends RouteDef<infer P, infer Q, infer B, infer Res, OwningService>
  ? { params: Out<P>; query: Out<Q>; body: Out<B>; response: Out<Res> }
  : never;

export interface HandlerContext<R extends RouteDef> {
  params: Parts<R>['params'];
  query: Parts<R>['query'];
  body: Parts<R>['body'];
  /** The signed-in user; always set unless the route is public. */
  user: TokenClaims;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<R extends RouteDef> = (ctx: HandlerContext<R>) => Promise<Parts<R>['response']>;
export type Handlers<T extends { [K in keyof T]: RouteDef }> = { [K in keyof T]: RouteHandler<T[K]> };

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

/**
 * Registers contract routes with their schemas (validation, serialization and OpenAPI come from the
 * contract) and their permission (enforced by the auth plugin).
 */
export const registerContractRoutes = <T extends { [K in keyof T]: RouteDef }>(
  app: FastifyInstance,
  table: T,
  handlers: Handlers<T>,
): void => {
  for (const [name, route] of Object.entries(table) as [keyof T & string, RouteDef][]) {
    const handler = handlers[name] as unknown as RouteHandler<RouteDef>;
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
      config: { permission: route.permission },
      handler: (request, reply) =>
        handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          user: request.user as TokenClaims,
          request,
          reply,
        }),
    });
  }
};
