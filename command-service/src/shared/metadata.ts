import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Site, TokenClaims } from '@ftr/contracts';
import type { AppendMetadata } from '@ftr/infra/eventstore/catalogue.ts';

export interface Clock {
  now(): Date;
}

/** Metadata for events caused by an HTTP request (docs/architecture.md §4); the event catalogue adds schemaVersion on append. */
export const requestMetadata = (
  request: FastifyRequest,
  user: Pick<TokenClaims, 'sub' | 'site'>,
  clock: Clock,
  submissionId?: string,
): AppendMetadata => {
  const header = request.headers['x-correlation-id'];
  const correlationId = typeof header === 'string' && header.length <= 100 ? header : request.id;
  return {
    userId: user.sub,
    site: user.site,
    correlationId,
    causationId: request.id,
    timestamp: clock.now().toISOString(),
    ...(submissionId ? { submissionId } : {}),
  };
};

/** Metadata for events the system writes itself (start-up seeding, jobs). */
export const systemMetadata = (site: Site, clock: Clock, userId = 'system'): AppendMetadata => {
  const id = randomUUID();
  return { userId, site, correlationId: id, causationId: id, timestamp: clock.now().toISOString() };
};
