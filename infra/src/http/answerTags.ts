import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_ROOT } from '@ftr/contracts';
import { notModified } from './answerCache.ts';

/**
 * Every API read answered 200 with JSON gets an ETag (a hash of its bytes, so a 304 only ever confirms the
 * exact bytes this user would be sent) and `Cache-Control: private, no-cache`: the browser keeps the copy and
 * revalidates it, and an unchanged list costs a 304 with no body on the wire. A matching If-None-Match gets
 * that 304. Answers that chose their own caching (the answer cache's ETag, `no-store` on readiness) keep it;
 * writes, refusals, files and streams are left alone. Registered before compression, so the hash is of the
 * JSON, whatever encoding it then travels in.
 */
export const registerAnswerTags = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!request.url.startsWith(`${API_ROOT}/`) || reply.hasHeader('etag') || reply.hasHeader('cache-control')) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (!notModified(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
};
