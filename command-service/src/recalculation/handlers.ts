import { RECALC_MESSAGES, isCentralOffice, recalcStream, recalculationJobId, recalculationRoutes, type RecalculationRequested } from '@ftr/contracts';
import { AppError, toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { DEPENDENCIES_COLLECTION } from '@ftr/projector/parameters/dependencyProjection.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/projector/parameters/projection.ts';
import type { CommandDeps } from '../deps.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { loadOperationSpan } from './load.ts';
import { decideManual } from './manual.ts';

type WriteRoutes = Pick<typeof recalculationRoutes, 'recalculate'>;

/** POST /recalculate: checks the request, then appends a RecalculationRequested for the job (the answer names it). */
export const recalculationHandlers = (deps: CommandDeps & { readStore: ReadStore }): Handlers<WriteRoutes> => ({
  async recalculate({ body, user, request }) {
    if (isCentralOffice(user.site)) throw new AppError('forbidden', RECALC_MESSAGES.centralOffice);
    const { readStore } = deps;
    const [parameter, inputs, operation] = await Promise.all([
      readStore.get<ParameterDoc>(PARAMETERS_COLLECTION, `${user.site}_${body.code}`),
      readStore.count(DEPENDENCIES_COLLECTION, { where: { SITE: user.site, CALCULATED: body.code } }),
      loadOperationSpan(readStore, user.site, body.operation),
    ]);
    const decision = decideManual(body, { site: user.site, parameter, hasInputs: inputs > 0, operation });
    if (!decision.ok) throw toAppError(decision.failure);
    const event: RecalculationRequested = {
      type: 'RecalculationRequested',
      data: { site: user.site, operation: body.operation, from: decision.cell.date, requestedBy: user.sub, cell: decision.cell },
    };
    const stream = recalcStream(user.site);
    const result = await deps.eventStore.append(stream, [{ ...event, metadata: requestMetadata(request, user, deps.clock) }], 'any');
    return { message: RECALC_MESSAGES.requested, position: result.position.toString(), jobId: recalculationJobId(stream, result.nextRevision) };
  },
});
