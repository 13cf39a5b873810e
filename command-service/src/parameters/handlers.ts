import { PARAMETER_MESSAGES, parameterRoutes, parameterStream, reasonOf, type TokenClaims } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyRequest } from 'fastify';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { lookUpCcfReferences, type ParameterDeps } from './ccfReferences.ts';
import { lookUpCodeParts } from './codeLookups.ts';
import { decideParameter, parameterEvolver, type ParameterCommand } from './decider.ts';

type WriteRoutes = Pick<typeof parameterRoutes, 'createParameter' | 'updateParameter' | 'updateParameterDisplay'>;

/**
 * Parameter writes, always on the user's current site (the central office on its head-office parameters).
 * Creates and edits are decided against the CCF type and analysis they name, read once the read side
 * has caught up.
 */
export const parameterHandlers = (deps: ParameterDeps): Handlers<WriteRoutes> => {
  const run = async (request: FastifyRequest, user: TokenClaims, command: ParameterCommand, message: string) => {
    const spec = {
      stream: parameterStream(command.site, command.code),
      evolver: parameterEvolver,
      loadFacts: noFacts,
      decide: decideParameter,
    };
    const result = await handleCommand(deps.eventStore, spec, command, requestMetadata(request, user, deps.clock));
    return { message, position: result.position.toString() };
  };

  return {
    createParameter: async ({ body, user, request }) => {
      const { CODE: code, REASON, ...input } = body;
      const [ccf, lookups] = await Promise.all([lookUpCcfReferences(deps, input), lookUpCodeParts(deps.eventStore, code)]);
      const command = { kind: 'CreateParameter', site: user.site, code, input, ccf, lookups, reason: reasonOf(REASON) } as const;
      return run(request, user, command, PARAMETER_MESSAGES.created(code));
    },
    updateParameter: async ({ params, body, user, request }) => {
      const { CODE, REASON, ...input } = body;
      if (CODE !== undefined && CODE !== params.code) throw new AppError('validation', PARAMETER_MESSAGES.codeMismatch);
      const ccf = await lookUpCcfReferences(deps, input);
      const command = { kind: 'UpdateParameter', site: user.site, code: params.code, input, ccf, reason: reasonOf(REASON) } as const;
      return run(request, user, command, PARAMETER_MESSAGES.updated(params.code));
    },
    updateParameterDisplay: ({ params, body, user, request }) =>
      run(
        request,
        user,
        { kind: 'UpdateParameterDisplay', site: user.site, code: params.code, patch: body, reason: reasonOf(body.REASON) },
        PARAMETER_MESSAGES.displayUpdated,
      ),
  };
};
