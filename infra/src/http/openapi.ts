import type { FastifySchema } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_CONTENT_TYPE, ERROR_STATUSES, errorStatuses, routes, type HttpMethod, type RouteDef } from '@ftr/contracts';
import { binaryContentType } from './routes.ts';

/** An error answer in the OpenAPI document: the plain-text message (see errorHandler.ts). */
const errorResponse = (status: keyof typeof ERROR_STATUSES) => ({
  description: ERROR_STATUSES[status],
  content: { [ERROR_CONTENT_TYPE]: { schema: { type: 'string', description: 'The message to show the user' } } },
});

const TABLE = routes as Record<string, RouteDef>;

/**
 * The OpenAPI transform: the zod schemas as JSON schema (fastify-type-provider-zod),
 * plus the error answers each contract route can give (contracts `errorStatuses`) and, for a route that
 * answers a file, its 200 with the file's content type. Documentation only: Fastify validates and
 * serialises with the route's own schema, and errors go through the one error handler as text.
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const { route } = input;
  const permission = route.config?.permission;
  const name = (schema as { operationId?: string }).operationId;
  const contract = name === undefined ? undefined : TABLE[name];
  if (!contract || permission === undefined) return { schema, url };
  const given = schema as FastifySchema & { response?: Record<string, unknown> };
  const response: Record<string, unknown> = { ...given.response };
  const fileType = binaryContentType(contract);
  if (fileType) response['200'] = { description: 'The file', content: { [fileType]: { schema: { type: 'string', format: 'binary' } } } };
  const statuses = errorStatuses({
    method: (Array.isArray(route.method) ? route.method[0] : route.method) as HttpMethod,
    permission,
    hasInput: Boolean(contract.params ?? contract.query ?? contract.body),
    hasPathParams: Boolean(contract.params),
    rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
    checksCredentials: name === 'login',
  });
  for (const status of statuses) response[String(status)] ??= errorResponse(status);
  return { schema: { ...given, response }, url };
};

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * OpenAPI 3.0 has no null type: a nullable union (zod `z.union([a, b, z.null()])`) comes out as
 * `{ anyOf: [a, b], nullable: true }`, which 3.0 leaves undefined (`nullable` needs a `type` beside it).
 * Each member of the union is made nullable instead: the same values, in a form every tool reads.
 */
export const nullableUnions = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(nullableUnions);
  if (!isNode(node)) return node;
  const out: Node = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableUnions(value)]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = out[key];
    if (out['nullable'] === true && out['type'] === undefined && Array.isArray(members)) {
      out[key] = (members as unknown[]).map((member) => (isNode(member) ? { ...member, nullable: true } : member));
      delete out['nullable'];
    }
  }
  return out;
};

/** The whole document after the per-route transform (@fastify/swagger `transformObject`). */
export const openApiDocumentTransform: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const { openapiObject } = document;
  openapiObject.paths = nullableUnions(openapiObject.paths) as typeof openapiObject.paths;
  return openapiObject;
};
