import { factoryToday, MESSAGES, operationRoutes, operationStream, type TokenClaims } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyRequest } from 'fastify';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import type { CommandDeps } from '../deps.ts';
import { decideOperation, operationEvolver, type OperationCommand } from './decider.ts';

type WriteRoutes = Pick<typeof operationRoutes, 'createOperation' | 'updateOperation' | 'deleteOperation'>;

export const operationHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const run = async (request: FastifyRequest, user: TokenClaims, code: string, command: OperationCommand, message: string) => {
    const spec = { stream: operationStream(user.site, code), evolver: operationEvolver, loadFacts: noFacts, decide: decideOperation };
    const result = await handleCommand(deps.eventStore, spec, command, requestMetadata(request, user, deps.clock));
    return { message, position: result.position.toString() };
  };
  const today = () => factoryToday(deps.clock.now());

  return {
    createOperation: ({ body, user, request }) =>
      run(
        request,
        user,
        body.code,
        {
          kind: 'CreateOperation',
          userSite: user.site,
          today: today(),
          fields: { site: user.site, code: body.code, type: body.type, startDate: body.startDate, endDate: body.endDate },
        },
        MESSAGES.operationCreated,
      ),
    updateOperation: ({ params, body, user, request }) => {
      if (body.code !== undefined && body.code !== params.code) {
        throw new AppError('validation', 'The code in the body does not match the path');
      }
      return run(
        request,
        user,
        params.code,
        {
          kind: 'UpdateOperation',
          userSite: user.site,
          today: today(),
          fields: { site: user.site, code: params.code, type: body.type, startDate: body.startDate, endDate: body.endDate },
        },
        MESSAGES.operationUpdated,
      );
    },
    deleteOperation: ({ params, user, request }) =>
      run(
        request,
        user,
        params.code,
        {
          kind: 'DeleteOperation',
          userSite: user.site,
          today: today(),
          site: user.site,
          code: params.code,
        },
        MESSAGES.operationRemoved,
      ),
  };
};
