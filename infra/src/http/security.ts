// Response headers and transport for every answer (docs/security.md says why each).
import { constants as zlib } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy the built UI works under: scripts and everything else from our own
 * origin only; styles also inline (antd's CSS-in-JS writes <style> elements at run time); Socket.IO
 * on ws:/wss: of any host (browsers before CSP 3 do not let 'self' cover WebSocket URLs); images and
 * fonts also as data: URIs (antd's icons and empty-state pictures); no plugins, no framing.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  // The product's own pages only: a control-room playlist (/dashboards/playlist/…) frames its dashboards and wallboards.
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  // Not upgrade-insecure-requests: the embedded server is plain HTTP on the plant network.
  upgradeInsecureRequests: null,
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  frameguard: { action: 'sameorigin' },
  referrerPolicy: { policy: 'no-referrer' },
  // Strict-Transport-Security belongs to whoever terminates TLS (the reverse proxy), not to a plain-HTTP server.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets, worked out once: they depend on nothing in the request (no CSP nonces), and
 * @fastify/helmet would build helmet and parse the policy again for every request (docs/performance.md).
 */
export const helmetHeaders = (options: HelmetOptions = HELMET_OPTIONS): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => Reflect.deleteProperty(headers, name.toLowerCase()),
  };
  helmet(options)({} as unknown as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
  });
  return headers;
};

/** Security headers on every answer: API, UI files, the SPA fallback and the 404s. */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};

/**
 * Answers of 1 kB or more compressed with brotli or gzip when the client accepts it; brotli at quality 4
 * (fast enough per request). Request bodies are never unpacked: no client of ours compresses them, and
 * unpacking would let a small upload grow past the body limit's intent (a decompression bomb).
 */
export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
};
