import { CCF_MESSAGES, ccfRoutes, type Site } from '@ftr/contracts';
import type { AppendMetadata } from '@ftr/infra/eventstore/catalogue.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { ccfCommands } from './commands.ts';
import { dataValueHandlers } from './dataValueHandlers.ts';
import type { RaiseCommand } from './decider.ts';
import { lifecycleHandlers } from './lifecycleHandlers.ts';
import type { Signer } from '../signatures/signer.ts';
import { dispatchPair } from './pair.ts';
import { liveCcf } from './state.ts';
import { refuseCentralOffice } from './writer.ts';

type RaiseRoutes = Pick<typeof ccfRoutes, 'raiseCcf' | 'endCcf'>;

type RaiseBody = Omit<RaiseCommand, 'site'>;

/**
 * POST /ccf for a site: the same decision on the pair's stream as a raise from values (ccf/pair.ts), so
 * concurrent raises of one parameter and operation raise one CCF: the others find it open and answer it,
 * the dialog's comment going onto it. Nothing is read from the read side but the parameter and operation.
 */
export const raiseCcf = async (deps: DataValueDeps, site: Site, body: RaiseBody, metadata: AppendMetadata) => {
  const { parameter, operation } = body;
  const comment = body.comment ? { commentId: deps.newId(), ...body.comment } : undefined;
  const command = {
    kind: 'Raise' as const,
    cause: null,
    site,
    parameter,
    operation,
    ccfType: body.ccfType,
    ccfAnalysis: body.ccfAnalysis,
    raisedFrom: body.raisedFrom,
    date: null,
    hour: null,
    value: null,
    comment,
  };
  const checks = async () => {
    const [parameters, found] = await Promise.all([
      deps.readModels.parameters(site, [parameter]),
      deps.readModels.operation(site, operation),
    ]);
    return { parameter: parameters.get(parameter) ?? null, operationExists: found !== null };
  };
  const outcome = await dispatchPair(deps.eventStore, command, metadata, checks);
  const id = outcome.id ?? '';
  if (outcome.kind === 'raised')
    return { message: CCF_MESSAGES.raised(parameter), position: outcome.position.toString(), id, existing: false };
  // The dialog's comment is not lost: it goes onto the open CCF that answers.
  const added = comment
    ? await handleCommand(
        deps.eventStore,
        ccfCommands(id),
        { kind: 'AddComment', site, commentId: comment.commentId, input: comment },
        metadata,
      )
    : null;
  const position = added?.position ?? outcome.position;
  return { message: CCF_MESSAGES.alreadyOpen(parameter, operation), position: position.toString(), id, existing: true };
};

const raiseHandlers = (deps: DataValueDeps): Handlers<RaiseRoutes> => {
  return {
    async raiseCcf({ body, user, request }) {
      refuseCentralOffice(user.site);
      const { parameter, operation, ccfType, ccfAnalysis, raisedFrom, comment } = body;
      return raiseCcf(
        deps,
        user.site,
        { parameter, operation, ccfType, ccfAnalysis, raisedFrom, comment },
        requestMetadata(request, user, deps.clock),
      );
    },
    async endCcf({ params, user, request }) {
      refuseCentralOffice(user.site);
      const command = { kind: 'EndCcf', site: user.site, at: params.timestamp, now: deps.clock.now() } as const;
      const ended = await handleCommand(deps.eventStore, ccfCommands(params.id), command, requestMetadata(request, user, deps.clock));
      const status = liveCcf(ended.state)?.STATUS ?? 'O';
      if (ended.decision.events.length === 0) {
        return { message: CCF_MESSAGES.notOpen(status), position: ended.position.toString(), status, changed: false };
      }
      return { message: CCF_MESSAGES.pendingClose, position: ended.position.toString(), status: 'R' as const, changed: true };
    },
  };
};

/** Every CCF write route: raise and end, comments, close and delete, data values. */
export const ccfHandlers = (deps: DataValueDeps, signer: Signer) => ({
  ...raiseHandlers(deps),
  ...lifecycleHandlers(deps, signer),
  ...dataValueHandlers(deps),
});
