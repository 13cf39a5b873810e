import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { API_ROOT, AUTH_HEADER, ERRORS, SITES, isCentralOffice, mayReachSite, type Permission, type TokenClaims } from '@ftr/contracts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: TokenClaims | null;
  }
  interface FastifyContextConfig {
    permission?: Permission;
    /** The least WRITE_ACCESS the route needs (the contract's `writeAccess`). */
    writeAccess?: number;
    /** The refusal at the central office (the contract's `notAtCentralOffice`). */
    notAtCentralOffice?: string;
  }
}

export interface AuthPluginOptions {
  /** Verifies signature, expiry and revocation; null when the token is not acceptable. */
  verifyToken: (token: string) => Promise<TokenClaims | null>;
}

const PUBLIC_PREFIXES = [`${API_ROOT}/docs`];

/** The user of an authorised request (routes that are not public always have one). */
export const requireUser = (request: FastifyRequest): TokenClaims => {
  if (!request.user) throw new AppError('unauthenticated', ERRORS.unauthenticated);
  return request.user;
};

/** Refuses a site the user may not reach (contracts' mayReachSite: the account's sites, as the sign-in site allows). */
export const assertSite = (user: TokenClaims, site: string): void => {
  if (!mayReachSite(user, site.toUpperCase())) throw new AppError('forbidden', ERRORS.wrongSite);
};

/** The sites a request names in its query (`site`) or body (`site` or `SITE`), once the schema has parsed them. */
const namedSites = (request: FastifyRequest): string[] => {
  const sites: string[] = [];
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.['site'] === 'string' && query['site'] !== '') sites.push(query['site']);
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const key of ['site', 'SITE']) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value !== '') sites.push(value);
    }
  }
  return sites;
};

const isSiteCode = (site: string): boolean => SITES.some((s) => s === site);

const isApiRoute = (request: FastifyRequest): boolean => {
  const url = request.url;
  return url.startsWith(API_ROOT) && !PUBLIC_PREFIXES.some((p) => url.startsWith(p));
};

/**
 * One hook authorises every route (docs/architecture.md, security): the permission declared in the
 * contract, deny by default; the write level and the central-office refusal the contract declares; and
 * every site the request names, in its path, query or body, must be one the user reaches (contracts'
 * mayReachSite). Sites inside stored definitions (reports, grabbers, dashboards, schedules, screens) are
 * checked by their handlers with the same function.
 */
export const authPlugin = fp<AuthPluginOptions>(
  (app, { verifyToken }, done) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      if (!isApiRoute(request)) return;
      const config = request.routeOptions.config;
      const permission = config.permission;
      const header = request.headers[AUTH_HEADER];
      const token = typeof header === 'string' && header !== '' ? header : undefined;
      if (token) request.user = await verifyToken(token);
      if (permission === 'public') return;
      if (!request.routeOptions.url) return; // unknown route: the not-found handler answers
      if (!permission) throw new AppError('forbidden', ERRORS.forbidden);
      const user = request.user;
      if (!user) throw new AppError('unauthenticated', token ? ERRORS.sessionEnded : ERRORS.unauthenticated);
      if (permission !== 'authenticated' && !user.flags.includes(permission)) throw new AppError('forbidden', ERRORS.forbidden);
      // A path site that is no site code at all is left to validation (400).
      const site = (request.params as Record<string, unknown> | undefined)?.['site'];
      if (typeof site === 'string' && isSiteCode(site.toUpperCase())) assertSite(user, site);
      if (config.notAtCentralOffice && isCentralOffice(user.site)) throw new AppError('forbidden', config.notAtCentralOffice);
      const needs = config.writeAccess ?? 0;
      if (needs > (user.writeAccess ?? 0)) throw new AppError('forbidden', ERRORS.writeAccessTooLow);
    });
    // After validation, so the sites compared are the ones the schema parsed (trimmed, upper-cased).
    app.addHook('preHandler', (request, _reply, done) => {
      const user = request.user;
      const checked = isApiRoute(request) && user !== null && request.routeOptions.config.permission !== 'public';
      const refused = checked && namedSites(request).some((site) => !mayReachSite(user, site.toUpperCase()));
      done(refused ? new AppError('forbidden', ERRORS.wrongSite) : undefined);
    });
    done();
  },
  { name: 'ftr-auth' },
);
