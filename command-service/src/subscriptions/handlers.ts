import { randomUUID } from 'node:crypto';
import { SUBSCRIPTION_MESSAGES, subscriptionRoutes, subscriptionStream } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { loadParameter } from '../parameters/loadParameter.ts';
import { commandRoute, positionAnswer, type RouteInput } from '../shared/commandRoute.ts';
import { subscriptionDecider, type SubscriptionCommand } from './decider.ts';

type WriteRoutes = Pick<typeof subscriptionRoutes, 'subscribe' | 'updateSubscription' | 'deleteSubscription'>;

/** Every write goes to the signed-in user's own subscription stream: another's ids are simply not found. */
const spec = (_command: SubscriptionCommand, { user }: RouteInput) => ({
  stream: subscriptionStream(user.sub),
  decider: subscriptionDecider,
});

export const subscriptionHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => ({
  subscribe: commandRoute(deps, {
    async command({ body, user }): Promise<SubscriptionCommand> {
      const parameter = user.sites.includes(body.site)
        ? await loadParameter(deps.eventStore, body.site, body.code)
        : ({ status: 'absent' } as const);
      return { kind: 'Subscribe', id: randomUUID(), username: user.sub, userSites: user.sites, parameter, ...body };
    },
    spec,
    answer: (result, _command, { body }) => positionAnswer(SUBSCRIPTION_MESSAGES.subscribed(body.code))(result),
  }),
  updateSubscription: commandRoute(deps, {
    command: ({ params, body, user }): SubscriptionCommand => ({ kind: 'UpdateSubscription', id: params.id, username: user.sub, ...body }),
    spec,
    answer: positionAnswer(SUBSCRIPTION_MESSAGES.updated),
  }),
  deleteSubscription: commandRoute(deps, {
    command: ({ params, user }): SubscriptionCommand => ({ kind: 'DeleteSubscription', id: params.id, username: user.sub }),
    spec,
    answer: positionAnswer(SUBSCRIPTION_MESSAGES.removed),
  }),
});
