import { randomUUIDv7 } from 'node:crypto';
import { ALERT_MESSAGES, alertRoutes, alertStream, type TokenClaims } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyRequest } from 'fastify';
import type { CommandDeps } from '../deps.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { alertEvolver, decideAlert, type AlertCommand } from './decider.ts';

type WriteRoutes = Pick<typeof alertRoutes, 'raiseAlert' | 'clearAlert'>;

export const alertHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const run = async (request: FastifyRequest, user: TokenClaims, command: AlertCommand) => {
    const spec = { stream: alertStream(command.alertId), evolver: alertEvolver, loadFacts: noFacts, decide: decideAlert };
    const result = await handleCommand(deps.eventStore, spec, command, requestMetadata(request, user, deps.clock));
    return result.position.toString();
  };

  return {
    async raiseAlert({ body, user, request }) {
      const alertId = randomUUIDv7();
      const site = body.site === undefined ? user.site : body.site;
      const command: AlertCommand = { kind: 'RaiseAlert', userSite: user.site, alertId, type: body.type, message: body.message, site };
      const position = await run(request, user, command);
      return { message: ALERT_MESSAGES.raised, position, id: alertId };
    },
    async clearAlert({ params, user, request }) {
      const position = await run(request, user, { kind: 'ClearAlert', userSite: user.site, alertId: params.id });
      return { message: ALERT_MESSAGES.cleared, position };
    },
  };
};
