import { PARAMETER_LINK_MESSAGES as M, parameterLinkStream, type parameterLinkRoutes } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { loadParameter } from '../parameters/loadParameter.ts';
import { commandRoute, commandSpec, positionAnswer } from '../shared/commandRoute.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { parameterLinkDecider, type ParameterLinkCommand, type ParameterLinkFacts } from './decider.ts';

type WriteRoutes = Pick<typeof parameterLinkRoutes, 'createParameterLink' | 'removeParameterLink'>;

const exists = async (store: CatalogueEventStore, command: ParameterLinkCommand, code: string): Promise<boolean> =>
  (await loadParameter(store, command.site, code)).status === 'present';

/**
 * The links of the user's current site: fold the site's links stream, load whether the two codes exist
 * from their own streams (a create only), decide and append at the revision read.
 */
const linkSpec = (store: CatalogueEventStore) => (command: ParameterLinkCommand) => ({
  stream: parameterLinkStream(command.site),
  decider: parameterLinkDecider,
  loadFacts: async (): Promise<ParameterLinkFacts> =>
    command.kind === 'CreateParameterLink'
      ? { firstExists: await exists(store, command, command.firstCode), secondExists: await exists(store, command, command.secondCode) }
      : { firstExists: true, secondExists: true },
});

/** The same write path for the demo seed. */
export const runParameterLinkCommand = async (
  store: CatalogueEventStore,
  command: ParameterLinkCommand,
  metadata: AppendMetadata,
): Promise<bigint> => (await handleCommand(store, commandSpec(linkSpec(store)(command)), command, metadata)).position;

export const parameterLinkHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => ({
  createParameterLink: commandRoute(deps, {
    command: ({ body, user }): ParameterLinkCommand => ({ kind: 'CreateParameterLink', site: user.site, ...body }),
    spec: linkSpec(deps.eventStore),
    answer: positionAnswer(M.created),
  }),
  removeParameterLink: commandRoute(deps, {
    command: ({ params, query, user }): ParameterLinkCommand => ({
      kind: 'RemoveParameterLink',
      site: user.site,
      id: params.ref,
      reason: query.reason,
    }),
    spec: linkSpec(deps.eventStore),
    answer: positionAnswer(M.removed),
  }),
});
