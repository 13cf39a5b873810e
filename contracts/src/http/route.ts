import { z } from 'zod';
import type { Permission } from '../permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type OwningService = 'command' | 'query';

/**
 * One row of the route table: everything the server needs to register, validate and
 * authorise a route, and everything the UI client needs to call it with types.
 * Paths are relative to the API root `/api` and use `:name` for parameters.
 */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  S extends OwningService = OwningService,
> {
  method: HttpMethod;
  path: string;
  service: S;
  permission: Permission;
  /**
   * The least WRITE_ACCESS the caller needs; every route whose method is not GET states it. 1: the route
   * changes plant data, master data or anything other users see; 0: it changes only the caller's own
   * session, profile, inbox or preferences, or it is a read sent as POST. So write access 0 writes nothing
   * but the user's own things.
   */
  writeAccess?: 0 | 1;
  /** Refused with this message when the caller is signed in at the central office (head office hides this write). */
  notAtCentralOffice?: string;
  summary: string;
  /**
   * The read models a GET answers from: a change notice for one of them makes the route's cached answers
   * stale in the UI (those on screen load again). A read no notice should refresh names none. Each is a
   * feature's read-model constant (`OPERATIONS_READ_MODELS.operations`); the route table refuses a name
   * no feature writes at load (a type here would import the feature list every route belongs to).
   */
  reads?: readonly string[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

export const defineRoute = <
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
  S extends OwningService = OwningService,
>(
  route: RouteDef<P, Q, B, R, S>,
): RouteDef<P, Q, B, R, S> => route;

/** The routes of a table that one service owns. */
export type RoutesOf<T, S extends OwningService> = {
  [K in keyof T as T[K] extends { service: S } ? K : never]: T[K];
};

/** Global position of an event in the log, as a decimal string (fits EventStoreDB's 64-bit positions). */
export const Position = z.string().regex(/^\d+$/);

/** Every write answers with a message and the global position its events reached. */
export const WriteResult = z.object({ message: z.string(), position: Position });
export type WriteResult = z.infer<typeof WriteResult>;

export { API_ROOT, AUTH_HEADER, MIN_POSITION_HEADER } from './headers.ts';

export type ParamsOf<R> = R extends RouteDef<infer P> ? z.input<P> : never;
export type QueryOf<R> = R extends RouteDef<z.ZodType, infer Q> ? z.input<Q> : never;
export type BodyOf<R> = R extends RouteDef<z.ZodType, z.ZodType, infer B> ? z.input<B> : never;
export type ResponseOf<R> = R extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer Res> ? z.output<Res> : never;
