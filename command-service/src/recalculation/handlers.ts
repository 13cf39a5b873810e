import {
  RECALC_MESSAGES,
  isCentralOffice,
  recalcStream,
  recalculationJobId,
  recalculationRoutes,
  type RecalculationRequested,
  type Site,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import type { ParameterFacts } from '../shared/readModels.ts';
import { handleCommand, journalOf, type CommandSpec } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { decideRecalculation, type RecalculationCommand, type RecalculationFacts } from './request.ts';

type WriteRoutes = Pick<typeof recalculationRoutes, 'recalculate'>;

/** The site's recalc journal: a request is recorded (the job consumes it), decided on the parameter, its inputs and the operation. */
export const recalculationRequests = (
  deps: Pick<CommandDeps, 'readModels'>,
  site: Site,
  code: string | null,
  operation: string,
): CommandSpec<RecalculationCommand, null, RecalculationRequested, RecalculationFacts> => ({
  stream: recalcStream(site),
  journal: true,
  evolver: journalOf(),
  async loadFacts() {
    const [parameters, inputs, span] = await Promise.all([
      code === null ? new Map<string, ParameterFacts>() : deps.readModels.parameters(site, [code]),
      code === null ? 0 : deps.readModels.inputCount(site, code),
      deps.readModels.operation(site, operation),
    ]);
    return { parameter: (code === null ? undefined : parameters.get(code)) ?? null, hasInputs: inputs > 0, operation: span };
  },
  decide: decideRecalculation,
});

/** POST /recalculate: checks the request, then appends a RecalculationRequested for the job (the answer names it). */
export const recalculationHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => ({
  async recalculate({ body, user, request }) {
    if (isCentralOffice(user.site)) throw new AppError('forbidden', RECALC_MESSAGES.centralOffice);
    const command: RecalculationCommand = { kind: 'RecalculateCell', site: user.site, requestedBy: user.sub, request: body };
    const spec = recalculationRequests(deps, user.site, body.code, body.operation);
    const result = await handleCommand(deps.eventStore, spec, command, requestMetadata(request, user, deps.clock));
    return {
      message: RECALC_MESSAGES.requested,
      position: result.position.toString(),
      jobId: recalculationJobId(spec.stream, result.nextRevision),
    };
  },
});
