import { CCF_MESSAGES, ccfRoutes, ccfStream, type CcfEvent, type Site } from '@ftr/contracts';
import type { AppendMetadata } from '@ftr/infra/eventstore/catalogue.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { handleCommand, type CommandSpec } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { ccfCommands } from './commands.ts';
import { dataValueHandlers } from './dataValueHandlers.ts';
import { decideRaise, pairCcfId, type RaiseCommand, type RaiseContext, type RaiseDecision } from './decider.ts';
import { lifecycleHandlers } from './lifecycleHandlers.ts';
import { ccfEvolver, type CcfState } from './state.ts';
import { ccfReads, refuseCentralOffice } from './writer.ts';

type RaiseRoutes = Pick<typeof ccfRoutes, 'raiseCcf' | 'endCcf'>;

type RaiseBody = Omit<RaiseCommand, 'site' | 'id' | 'comment'> & { comment?: { type: number; comment: string } | undefined };

/**
 * POST /ccf for a site: the pair's next CCF id (how many CCFs the pair has had, read once caught up)
 * names the stream, so concurrent raises of one parameter and operation race for one stream: one
 * raises, the others find it raised (or open) and answer it, the dialog's comment going onto it.
 */
export const raiseCcf = async (deps: DataValueDeps, site: Site, body: RaiseBody, metadata: AppendMetadata) => {
  const reads = ccfReads(deps);
  const { parameter, operation } = body;
  await reads.caughtUp();
  const id = pairCcfId(site, parameter, operation, await deps.readModels.ccfCount(site, parameter, operation));
  const comment = body.comment ? { id: deps.newId(), ...body.comment } : undefined;
  const command: RaiseCommand = { ...body, site, id, comment };
  const spec: CommandSpec<RaiseCommand, CcfState, CcfEvent, RaiseContext, RaiseDecision> = {
    stream: ccfStream(id),
    evolver: ccfEvolver,
    async loadFacts() {
      await reads.caughtUp();
      const [parameters, found, open] = await Promise.all([
        deps.readModels.parameters(site, [parameter]),
        deps.readModels.operation(site, operation),
        deps.readModels.openCcf(site, parameter, operation),
      ]);
      return {
        parameter: parameters.get(parameter) ?? null,
        operationExists: found !== null,
        open: open ? { ID: open.ID, position: open.position } : null,
      };
    },
    decide: decideRaise,
  };
  const raised = await handleCommand(deps.eventStore, spec, command, metadata);
  const { decision } = raised;
  if (decision.kind === 'raise')
    return { message: CCF_MESSAGES.raised(parameter), position: raised.position.toString(), id, existing: false };
  // The dialog's comment is not lost: it goes onto the open CCF that answers.
  const first = decision.comment?.data;
  const added = first
    ? await handleCommand(
        deps.eventStore,
        ccfCommands(reads, decision.id),
        { kind: 'AddComment', site, commentId: first.commentId, input: first },
        metadata,
      )
    : null;
  const position = added?.position.toString() ?? raised.facts.open?.position ?? '0';
  return { message: CCF_MESSAGES.alreadyOpen(parameter, operation), position, id: decision.id, existing: true };
};

const raiseHandlers = (deps: DataValueDeps): Handlers<RaiseRoutes> => {
  const reads = ccfReads(deps);
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
      const ended = await handleCommand(
        deps.eventStore,
        ccfCommands(reads, params.id),
        command,
        requestMetadata(request, user, deps.clock),
      );
      const status = ended.facts.ccf?.STATUS ?? 'O';
      if (ended.decision.events.length === 0) {
        return { message: CCF_MESSAGES.notOpen(status), position: ended.facts.ccf?.position ?? '0', status, changed: false };
      }
      return { message: CCF_MESSAGES.pendingClose, position: ended.position.toString(), status: 'R' as const, changed: true };
    },
  };
};

/** Every CCF write route: raise and end, comments, close and delete, data values. */
export const ccfHandlers = (deps: DataValueDeps) => ({ ...raiseHandlers(deps), ...lifecycleHandlers(deps), ...dataValueHandlers(deps) });
