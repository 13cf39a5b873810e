import type { HttpMethod } from './route.ts';
import type { Permission } from '../permissions.ts';

/**
 * Error answers: every 4xx answers the message to show the user as plain text
 * (spec 1 §8: the UI shows the body), never JSON. The OpenAPI document lists, per route, the statuses
 * below; what each means is the same on every route.
 */
export const ERROR_CONTENT_TYPE = 'text/plain';

export const ERROR_STATUSES = {
  400: 'The request is not valid (the message names the field or the rule broken); nothing was written',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in without the permission, site or access level this needs',
  404: 'What the path names does not exist (at this site)',
  409: 'Someone else changed this at the same time, or the change conflicts with the current state; reload and try again',
  429: 'Too many requests from this address or for this account; wait and try again',
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

export interface ErrorRouteFacts {
  method: HttpMethod;
  permission: Permission;
  /** The route takes path parameters, a query or a body (so it validates input). */
  hasInput: boolean;
  hasPathParams: boolean;
  /** A per-route rate limit applies. */
  rateLimited: boolean;
  /** A public route that checks credentials (sign-in) answers 401 too. */
  checksCredentials?: boolean;
}

/**
 * The error statuses a route can answer: 400 when it takes input; 401 and 403 unless public (a site,
 * flag or session check); 404 when its path names something; 409 for signed-in writes; 429 when rate limited.
 */
export const errorStatuses = (route: ErrorRouteFacts): ErrorStatus[] => {
  const statuses: ErrorStatus[] = [];
  const signedIn = route.permission !== 'public';
  if (route.hasInput) statuses.push(400);
  if (signedIn) statuses.push(401, 403);
  else if (route.checksCredentials) statuses.push(401);
  if (route.hasPathParams) statuses.push(404);
  if (signedIn && route.method !== 'GET') statuses.push(409);
  if (route.rateLimited) statuses.push(429);
  return statuses;
};
