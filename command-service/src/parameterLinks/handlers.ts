import { PARAMETER_LINK_MESSAGES as M, parameterLinkStream, type parameterLinkRoutes, type TokenClaims } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyRequest } from 'fastify';
import type { CommandDeps } from '../deps.ts';
import { loadParameter } from '../parameters/loadParameter.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { decideParameterLink, parameterLinksEvolver, type ParameterLinkCommand, type ParameterLinkFacts } from './decider.ts';

type WriteRoutes = Pick<typeof parameterLinkRoutes, 'createParameterLink' | 'removeParameterLink'>;

const exists = async (store: CatalogueEventStore, command: ParameterLinkCommand, code: string): Promise<boolean> =>
  (await loadParameter(store, command.site, code)).status === 'present';

/**
 * The links of the user's current site: fold the site's links stream, load whether the two codes exist
 * from their own streams (a create only), decide and append at the revision read.
 */
export const runParameterLinkCommand = async (
  store: CatalogueEventStore,
  command: ParameterLinkCommand,
  metadata: AppendMetadata,
): Promise<bigint> => {
  const spec = {
    stream: parameterLinkStream(command.site),
    evolver: parameterLinksEvolver,
    loadFacts: async (): Promise<ParameterLinkFacts> =>
      command.kind === 'CreateParameterLink'
        ? { firstExists: await exists(store, command, command.firstCode), secondExists: await exists(store, command, command.secondCode) }
        : { firstExists: true, secondExists: true },
    decide: decideParameterLink,
  };
  return (await handleCommand(store, spec, command, metadata)).position;
};

export const parameterLinkHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const run = async (request: FastifyRequest, user: TokenClaims, command: ParameterLinkCommand, message: string) => {
    const position = await runParameterLinkCommand(deps.eventStore, command, requestMetadata(request, user, deps.clock));
    return { message, position: position.toString() };
  };
  return {
    createParameterLink: ({ body, user, request }) =>
      run(request, user, { kind: 'CreateParameterLink', site: user.site, ...body }, M.created),
    removeParameterLink: ({ params, query, user, request }) =>
      run(request, user, { kind: 'RemoveParameterLink', site: user.site, id: params.ref, reason: query.reason }, M.removed),
  };
};
