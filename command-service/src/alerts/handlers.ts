import { randomUUIDv7 } from 'node:crypto';
import { ALERT_MESSAGES, alertRoutes, alertStream } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { commandRoute } from '../shared/commandRoute.ts';
import { alertDecider, type AlertCommand } from './decider.ts';

type WriteRoutes = Pick<typeof alertRoutes, 'raiseAlert' | 'clearAlert'>;

/** Each alert is its own stream. */
const spec = (command: AlertCommand) => ({ stream: alertStream(command.alertId), decider: alertDecider });

export const alertHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => ({
  raiseAlert: commandRoute(deps, {
    command: ({ body, user }): AlertCommand => ({
      kind: 'RaiseAlert',
      userSite: user.site,
      alertId: randomUUIDv7(),
      type: body.type,
      message: body.message,
      site: body.site === undefined ? user.site : body.site,
    }),
    spec,
    answer: ({ position }, command) => ({ message: ALERT_MESSAGES.raised, position: position.toString(), id: command.alertId }),
  }),
  clearAlert: commandRoute(deps, {
    command: ({ params, user }): AlertCommand => ({ kind: 'ClearAlert', userSite: user.site, alertId: params.id }),
    spec,
    answer: ({ position }) => ({ message: ALERT_MESSAGES.cleared, position: position.toString() }),
  }),
});
