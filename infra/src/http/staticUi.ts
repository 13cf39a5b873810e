// The built UI (a single-page app) served with its cache policy (docs/security.md).
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files under assets/ carry a content hash in their name (Vite): a new build gives new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the SPA fallback, unhashed files): kept, but revalidated before each use. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a UI file, by its path relative to the UI folder. */
export const cacheControlFor = (relativePath: string): string =>
  relativePath.split(sep).join('/').startsWith('assets/') ? IMMUTABLE : REVALIDATE;

/** Serves `root`; unknown GET paths answer index.html through the not-found handler (errorHandler.ts). */
export const registerStaticUi = async (app: FastifyInstance, root: string): Promise<void> => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build leaves file.br and file.gz beside each file (ui/vite.config.ts): sent as they are to a client that
    // accepts them, so no request compresses a file (the compression hook skips an answer already encoded).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', cacheControlFor(relative(root, path))),
  });
};
