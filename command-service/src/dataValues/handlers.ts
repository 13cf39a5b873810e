import { randomUUIDv7 } from 'node:crypto';
import { DATA_MESSAGES, ERRORS, dataValueRoutes, isCentralOffice, recalcStream } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { CommandDeps } from '../deps.ts';
import { requestMetadata } from '../shared/metadata.ts';
import type { DataValueDeps } from './deps.ts';
import { loadOperation } from './load.ts';
import { checkpointWaiter } from './readSide.ts';
import { centralOfficeRefused, submitValues } from './submit.ts';
import { createWeekCache } from './weekCache.ts';

type WriteRoutes = Pick<typeof dataValueRoutes, 'submitData' | 'requestRecalculation'>;

/** Data entry's deps from the common ones: a week-stream cache and a checkpoint waiter per process. */
export const dataValueDeps = (deps: CommandDeps, readStore: ReadStore): DataValueDeps => ({
  ...deps,
  readStore,
  waitForReadSide: checkpointWaiter(readStore),
  weeks: createWeekCache(deps.eventStore),
  newId: () => randomUUIDv7(),
});

export const dataValueHandlers = (deps: DataValueDeps): Handlers<WriteRoutes> => ({
  async submitData({ body, user, request }) {
    if (isCentralOffice(user.site)) throw centralOfficeRefused();
    return submitValues(deps, request, user, { submissionId: body.submissionId, screenId: body.screenId, records: body.data });
  },
  /** Appends a RecalculationRequested for the job (which consumes the site's recalc stream). */
  async requestRecalculation({ params, query, user, request }) {
    if (isCentralOffice(user.site)) throw centralOfficeRefused();
    const operation = await loadOperation(deps.readStore, user.site, params.operation);
    if (!operation) throw new AppError('not_found', ERRORS.operationNotFound(params.operation));
    const event = {
      type: 'RecalculationRequested' as const,
      data: { site: user.site, operation: params.operation, from: query.from ?? operation.startDate, requestedBy: user.sub },
      metadata: requestMetadata(request, user, deps.clock),
    };
    const result = await deps.eventStore.append(recalcStream(user.site), [event], 'any');
    return { message: DATA_MESSAGES.recalculationRequested, position: result.position.toString() };
  },
});
