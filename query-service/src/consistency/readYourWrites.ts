import { MIN_POSITION_HEADER } from '@ftr/contracts';
import { readBehind } from '@ftr/infra/http/errors.ts';
import { owningService } from '@ftr/infra/http/routes.ts';
import type { FastifyInstance } from 'fastify';
import type { ReadProgress } from './readProgress.ts';

/** How long a read may wait for the read side to reach the position its client wrote. */
export const MAX_CONSISTENCY_WAIT_MS = 2_000;

/** The position a request asks the read side to have reached (x-min-position), or null. */
export const requestedPosition = (header: string | string[] | undefined): bigint | null =>
  typeof header === 'string' && /^\d{1,20}$/.test(header) ? BigInt(header) : null;

/**
 * Read-your-writes: every query route (GETs, and the exports posted with a body) waits, bounded, until the read
 * side has reached the position in x-min-position; command routes do not wait. Routes say whose they are in
 * their config (`service`, from the contract route table). A read whose position is not reached in time is
 * answered 503 with Retry-After (the UI shows "catching up" and asks again), never 200 with older data.
 */
export const registerReadYourWrites = (app: FastifyInstance, progress: Pick<ReadProgress, 'waitFor'>): void => {
  app.addHook('preHandler', async (request) => {
    if (owningService(request) !== 'query') return;
    const position = requestedPosition(request.headers[MIN_POSITION_HEADER]);
    if (position !== null && !(await progress.waitFor(position, MAX_CONSISTENCY_WAIT_MS))) throw readBehind();
  });
};
