import { randomUUID } from 'node:crypto';
import { SUBSCRIPTION_MESSAGES, subscriptionRoutes, subscriptionStream, type TokenClaims } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyRequest } from 'fastify';
import type { CommandDeps } from '../deps.ts';
import { loadParameter } from '../parameters/loadParameter.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { decideSubscription, subscriptionEvolver, type SubscriptionCommand } from './decider.ts';

type WriteRoutes = Pick<typeof subscriptionRoutes, 'subscribe' | 'updateSubscription' | 'deleteSubscription'>;

/** Every write goes to the signed-in user's own subscription stream: another's ids are simply not found. */
export const subscriptionHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const run = async (request: FastifyRequest, user: TokenClaims, command: SubscriptionCommand, message: string) => {
    const spec = { stream: subscriptionStream(user.sub), evolver: subscriptionEvolver, loadFacts: noFacts, decide: decideSubscription };
    const result = await handleCommand(deps.eventStore, spec, command, requestMetadata(request, user, deps.clock));
    return { message, position: result.position.toString() };
  };

  return {
    async subscribe({ body, user, request }) {
      const parameter = user.sites.includes(body.site)
        ? await loadParameter(deps.eventStore, body.site, body.code)
        : ({ status: 'absent' } as const);
      const command = { kind: 'Subscribe', id: randomUUID(), username: user.sub, userSites: user.sites, parameter, ...body } as const;
      return run(request, user, command, SUBSCRIPTION_MESSAGES.subscribed(body.code));
    },
    updateSubscription: ({ params, body, user, request }) =>
      run(request, user, { kind: 'UpdateSubscription', id: params.id, username: user.sub, ...body }, SUBSCRIPTION_MESSAGES.updated),
    deleteSubscription: ({ params, user, request }) =>
      run(request, user, { kind: 'DeleteSubscription', id: params.id, username: user.sub }, SUBSCRIPTION_MESSAGES.removed),
  };
};
