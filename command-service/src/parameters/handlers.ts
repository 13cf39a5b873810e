import { PARAMETER_MESSAGES, parameterRoutes, parameterStream, reasonOf, type SignatureInput } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { commandRoute, positionAnswer } from '../shared/commandRoute.ts';
import { lookUpCcfReferences, type ParameterDeps } from './ccfReferences.ts';
import { lookUpCodeParts } from './codeLookups.ts';
import { parameterDecider, type ParameterCommand, type Signing } from './decider.ts';
import type { Signer } from '../signatures/signer.ts';
import type { RouteInput } from '../shared/commandRoute.ts';

/** A signature given is verified now; whether one was needed is decided once the change to the limits is known. */
const limitsSigning = async (signer: Signer, route: RouteInput, given: SignatureInput | undefined): Promise<Signing> => {
  const [signatureRequired, signature] = await Promise.all([
    signer.required(route.user.site, 'parameterLimits'),
    signer.sign(route, given, false),
  ]);
  return { signatureRequired, signature };
};

type WriteRoutes = Pick<typeof parameterRoutes, 'createParameter' | 'updateParameter' | 'updateParameterDisplay'>;

const spec = (command: ParameterCommand) => ({ stream: parameterStream(command.site, command.code), decider: parameterDecider });

/**
 * Parameter writes, always on the user's current site (the central office on its head-office parameters).
 * Creates and edits are decided against the CCF type and analysis they name, read once the read side
 * has caught up.
 */
export const parameterHandlers = (deps: ParameterDeps, signer: Signer): Handlers<WriteRoutes> => ({
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
    async command(route): Promise<ParameterCommand> {
      const { params, body, user } = route;
      const { CODE, REASON, signature: given, ...input } = body;
      if (CODE !== undefined && CODE !== params.code) throw new AppError('validation', PARAMETER_MESSAGES.codeMismatch);
      const [ccf, signing] = await Promise.all([lookUpCcfReferences(deps, input), limitsSigning(signer, route, given)]);
      return { kind: 'UpdateParameter', site: user.site, code: params.code, input, ccf, reason: reasonOf(REASON), ...signing };
    },
    spec,
    answer: (result, command) => positionAnswer(PARAMETER_MESSAGES.updated(command.code))(result),
  }),
  updateParameterDisplay: commandRoute(deps, {
    async command(route): Promise<ParameterCommand> {
      const { params, body, user } = route;
      const { signature: given, ...patch } = body;
      const signing = await limitsSigning(signer, route, given);
      return { kind: 'UpdateParameterDisplay', site: user.site, code: params.code, patch, reason: reasonOf(body.REASON), ...signing };
    },
    spec,
    answer: positionAnswer(PARAMETER_MESSAGES.displayUpdated),
  }),
});
