import { PARAMETER_MESSAGES, parameterRoutes, parameterStream, reasonOf } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { commandRoute, positionAnswer } from '../shared/commandRoute.ts';
import { lookUpCcfReferences, type ParameterDeps } from './ccfReferences.ts';
import { lookUpCodeParts } from './codeLookups.ts';
import { parameterDecider, type ParameterCommand } from './decider.ts';

type WriteRoutes = Pick<typeof parameterRoutes, 'createParameter' | 'updateParameter' | 'updateParameterDisplay'>;

const spec = (command: ParameterCommand) => ({ stream: parameterStream(command.site, command.code), decider: parameterDecider });

/**
 * Parameter writes, always on the user's current site (the central office on its head-office parameters).
 * Creates and edits are decided against the CCF type and analysis they name, read once the read side
 * has caught up.
 */
export const parameterHandlers = (deps: ParameterDeps): Handlers<WriteRoutes> => ({
  createParameter: commandRoute(deps, {
    async command({ body, user }): Promise<ParameterCommand> {
      const { CODE: code, REASON, ...input } = body;
      const [ccf, lookups] = await Promise.all([lookUpCcfReferences(deps, input), lookUpCodeParts(deps.eventStore, code)]);
      return { kind: 'CreateParameter', site: user.site, code, input, ccf, lookups, reason: reasonOf(REASON) };
    },
    spec,
    answer: (result, command) => positionAnswer(PARAMETER_MESSAGES.created(command.code))(result),
  }),
  updateParameter: commandRoute(deps, {
    async command({ params, body, user }): Promise<ParameterCommand> {
      const { CODE, REASON, ...input } = body;
      if (CODE !== undefined && CODE !== params.code) throw new AppError('validation', PARAMETER_MESSAGES.codeMismatch);
      const ccf = await lookUpCcfReferences(deps, input);
      return { kind: 'UpdateParameter', site: user.site, code: params.code, input, ccf, reason: reasonOf(REASON) };
    },
    spec,
    answer: (result, command) => positionAnswer(PARAMETER_MESSAGES.updated(command.code))(result),
  }),
  updateParameterDisplay: commandRoute(deps, {
    command: ({ params, body, user }): ParameterCommand => ({
      kind: 'UpdateParameterDisplay',
      site: user.site,
      code: params.code,
      patch: body,
      reason: reasonOf(body.REASON),
    }),
    spec,
    answer: positionAnswer(PARAMETER_MESSAGES.displayUpdated),
  }),
});
