import {
  PARAMETER_MESSAGES,
  dependencyStream,
  parameterRoutes,
  type DependencyEvent,
  type EventMetadata,
  type Site,
} from '@ftr/contracts';
import type { AppendResult, EventStore } from '@ftr/infra/eventstore/port.ts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { fold } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { decideDependency, dependencyEvolver, type DependencyCommand, type DependencyGraphState } from './dependencyDecider.ts';
import { loadParameter } from './loadParameter.ts';

type WriteRoutes = Pick<typeof parameterRoutes, 'addDependency' | 'updateDependency' | 'removeDependency'>;

/**
 * The write path of a site's dependency graph: fold the site's dependency stream, load the parameters
 * the command names (which may depend on the graph: an update names its dependency by id), decide, and
 * append with the revision the graph was read at, so two writers can never close a cycle between them.
 */
export const handleDependencyCommand = async (
  store: EventStore,
  site: Site,
  build: (graph: DependencyGraphState) => Promise<DependencyCommand>,
  metadata: EventMetadata,
): Promise<{ result: AppendResult; events: DependencyEvent[] }> => {
  const stream = dependencyStream(site);
  const history = await store.readStream(stream);
  const graph = fold(dependencyEvolver, history);
  const decision = decideDependency(await build(graph), graph);
  if (!decision.ok) throw toAppError(decision.failure);
  const last = history.at(-1);
  const events = decision.events;
  const result = await store.append(stream, events.map((event) => ({ ...event, metadata })), last ? last.revision : 'no_stream');
  return { result, events };
};

export const dependencyHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const store = deps.eventStore;
  const load = (site: Site, code: string | undefined) =>
    code === undefined ? Promise.resolve({ status: 'absent' } as const) : loadParameter(store, site, code);
  const written = (result: AppendResult, message: string) => ({ message, position: result.position.toString() });

  return {
    async addDependency({ params, body, user, request }) {
      const site = user.site;
      const { result } = await handleDependencyCommand(store, site, async () => ({
        kind: 'AddDependency',
        site,
        calculated: params.code,
        dependent: body.DEPENDENT,
        sequence: body.SEQUENCE,
        parameters: { calculated: await load(site, params.code), dependent: await load(site, body.DEPENDENT) },
      }), requestMetadata(request, user, deps.clock));
      return written(result, PARAMETER_MESSAGES.dependencyAdded);
    },
    async updateDependency({ params, body, user, request }) {
      const site = user.site;
      const { result } = await handleDependencyCommand(store, site, async (graph) => ({
        kind: 'UpdateDependency',
        site,
        id: params.id,
        dependent: body.DEPENDENT,
        sequence: body.SEQUENCE,
        parameters: {
          calculated: await load(site, graph.dependencies.get(params.id)?.calculated),
          dependent: await load(site, body.DEPENDENT),
        },
      }), requestMetadata(request, user, deps.clock));
      return written(result, PARAMETER_MESSAGES.dependencyUpdated);
    },
    async removeDependency({ params, user, request }) {
      const site = user.site;
      const { result, events } = await handleDependencyCommand(store, site, async (graph) => ({
        kind: 'RemoveDependency',
        site,
        id: params.id,
        parameters: { calculated: await load(site, graph.dependencies.get(params.id)?.calculated) },
      }), requestMetadata(request, user, deps.clock));
      const removed = events.find((event) => event.type === 'DependencyRemoved');
      return written(result, PARAMETER_MESSAGES.dependencyRemoved(removed?.data.dependent ?? String(params.id)));
    },
  };
};
