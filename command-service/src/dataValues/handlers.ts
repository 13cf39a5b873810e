import { randomUUIDv7 } from 'node:crypto';
import { DATA_MESSAGES, dataValueRoutes, isCentralOffice } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { recalculationRequests } from '../recalculation/handlers.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import type { DataValueDeps } from './deps.ts';
import { centralOfficeRefused, submitValues } from './submit.ts';
import { createWeekCache } from './weekCache.ts';
import type { Signer } from '../signatures/signer.ts';

type WriteRoutes = Pick<typeof dataValueRoutes, 'submitData' | 'requestRecalculation'>;

/** Data entry's deps from the common ones: a week-stream cache and a checkpoint waiter per process. */
export const dataValueDeps = (deps: CommandDeps): DataValueDeps => ({
  ...deps,
  waitForReadSide: (position, timeoutMs) => deps.readModels.reached(position, timeoutMs),
  weeks: createWeekCache(deps.eventStore),
  newId: () => randomUUIDv7(),
});

export const dataValueHandlers = (deps: DataValueDeps, signer: Signer): Handlers<WriteRoutes> => ({
  async submitData(input) {
    const { body, user, request } = input;
    if (isCentralOffice(user.site)) throw centralOfficeRefused();
    // A signature given is verified now; whether the submission needed one is decided on the week's values.
    const [signatureAfterDays, signature] = await Promise.all([
      signer.correctionDays(user.site),
      signer.sign(input, body.signature, false),
    ]);
    const { submissionId, screenId, data: records } = body;
    return submitValues(deps, request, user, { submissionId, screenId, records, signature, signatureAfterDays });
  },
  /** Appends a RecalculationRequested for the job (which consumes the site's recalc stream). */
  async requestRecalculation({ params, query, user, request }) {
    if (isCentralOffice(user.site)) throw centralOfficeRefused();
    const command = {
      kind: 'RecalculateFrom',
      site: user.site,
      requestedBy: user.sub,
      operation: params.operation,
      from: query.from,
    } as const;
    const spec = recalculationRequests(deps, user.site, null, params.operation);
    const result = await handleCommand(deps.eventStore, spec, command, requestMetadata(request, user, deps.clock));
    return { message: DATA_MESSAGES.recalculationRequested, position: result.position.toString() };
  },
});
