import { factoryToday, MESSAGES, operationRoutes, operationStream } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { commandRoute, positionAnswer, type RouteInput } from '../shared/commandRoute.ts';
import type { CommandDeps } from '../deps.ts';
import { operationDecider, type OperationCommand } from './decider.ts';

type WriteRoutes = Pick<typeof operationRoutes, 'createOperation' | 'updateOperation' | 'deleteOperation'>;

const codeOf = (command: OperationCommand) => (command.kind === 'DeleteOperation' ? command.code : command.fields.code);

export const operationHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const today = () => factoryToday(deps.clock.now());
  /** Every operation is decided on its own stream at the user's site. */
  const spec = (command: OperationCommand, { user }: RouteInput) => ({
    stream: operationStream(user.site, codeOf(command)),
    decider: operationDecider,
  });

  return {
    createOperation: commandRoute(deps, {
      command: ({ body, user }): OperationCommand => ({
        kind: 'CreateOperation',
        userSite: user.site,
        today: today(),
        fields: { site: user.site, code: body.code, type: body.type, startDate: body.startDate, endDate: body.endDate },
      }),
      spec,
      answer: positionAnswer(MESSAGES.operationCreated),
    }),
    updateOperation: commandRoute(deps, {
      command: ({ params, body, user }): OperationCommand => {
        if (body.code !== undefined && body.code !== params.code) {
          throw new AppError('validation', 'The code in the body does not match the path');
        }
        return {
          kind: 'UpdateOperation',
          userSite: user.site,
          today: today(),
          fields: { site: user.site, code: params.code, type: body.type, startDate: body.startDate, endDate: body.endDate },
        };
      },
      spec,
      answer: positionAnswer(MESSAGES.operationUpdated),
    }),
    deleteOperation: commandRoute(deps, {
      command: ({ params, user }): OperationCommand => ({
        kind: 'DeleteOperation',
        userSite: user.site,
        today: today(),
        site: user.site,
        code: params.code,
      }),
      spec,
      answer: positionAnswer(MESSAGES.operationRemoved),
    }),
  };
};
