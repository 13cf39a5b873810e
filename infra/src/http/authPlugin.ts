import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { API_ROOT, AUTH_HEADER, ERRORS, isCentralOffice, type Permission, type TokenClaims } from '@ftr/contracts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: TokenClaims | null;
  }
  interface FastifyContextConfig {
    permission?: Permission;
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

/**
 * One hook authorises every route (DESIGN §6): the permission declared in the contract, deny by
 * default; a `site` path parameter must be the user's own site unless the user is central office.
 */
export const authPlugin = fp<AuthPluginOptions>(
  (app, { verifyToken }, done) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const url = request.url;
      if (!url.startsWith(API_ROOT) || PUBLIC_PREFIXES.some((p) => url.startsWith(p))) return;
      const permission = request.routeOptions.config.permission;
      const header = request.headers[AUTH_HEADER];
      const token = typeof header === 'string' && header !== '' ? header : undefined;
      if (token) request.user = await verifyToken(token);
      if (permission === 'public') return;
      if (!request.routeOptions.url) return; // unknown route: the not-found handler answers
      if (!permission) throw new AppError('forbidden', ERRORS.forbidden);
      if (!request.user) throw new AppError('unauthenticated', token ? ERRORS.sessionEnded : ERRORS.unauthenticated);
      if (permission !== 'authenticated' && !request.user.flags.includes(permission)) {
        throw new AppError('forbidden', ERRORS.forbidden);
      }
      const site = (request.params as Record<string, unknown> | undefined)?.['site'];
      if (typeof site === 'string' && !isCentralOffice(request.user.site) && site.toUpperCase() !== request.user.site) {
        throw new AppError('forbidden', ERRORS.wrongSite);
      }
    });
    done();
  },
  { name: 'ftr-auth' },
);
