import { PARAMETER_MESSAGES, dependencyStream, parameterRoutes, reasonOf, type DependencyEvent, type Site } from '@ftr/contracts';
import type { AppendResult, EventStore } from '@ftr/infra/eventstore/port.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { handleCommand, type CommandSpec } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import {
  decideDependency,
  dependencyEvolver,
  type DependencyCommand,
  type DependencyFacts,
  type DependencyGraphState,
} from './dependencyDecider.ts';
import { loadParameter } from './loadParameter.ts';

type WriteRoutes = Pick<typeof parameterRoutes, 'addDependency' | 'updateDependency' | 'removeDependency'>;

/**
 * A site's dependency graph as one command's write path: fold the site's dependency stream, load the
 * parameters the command names as its facts (an update or removal names its dependency by id, so they
 * follow the graph), decide, and append at the revision the graph was read at, so two writers can never
 * close a cycle between them.
 */
export const dependencyCommands = (
  store: EventStore,
  site: Site,
  names: (graph: DependencyGraphState) => { calculated: string | undefined; dependent?: string },
): CommandSpec<DependencyCommand, DependencyGraphState, DependencyEvent, DependencyFacts> => {
  const load = (code: string | undefined) =>
    code === undefined ? Promise.resolve({ status: 'absent' } as const) : loadParameter(store, site, code);
  return {
    stream: dependencyStream(site),
    evolver: dependencyEvolver,
    async loadFacts(graph) {
      const { calculated, dependent } = names(graph);
      const [c, d] = await Promise.all([load(calculated), dependent === undefined ? undefined : load(dependent)]);
      return d === undefined ? { calculated: c } : { calculated: c, dependent: d };
    },
    decide: decideDependency,
  };
};

export const dependencyHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const store = deps.eventStore;
  const written = (result: AppendResult, message: string) => ({ message, position: result.position.toString() });

  return {
    async addDependency({ params, body, user, request }) {
      const site = user.site;
      const spec = dependencyCommands(store, site, () => ({ calculated: params.code, dependent: body.DEPENDENT }));
      const reason = reasonOf(body.REASON);
      const command = {
        kind: 'AddDependency',
        site,
        calculated: params.code,
        dependent: body.DEPENDENT,
        sequence: body.SEQUENCE,
        reason,
      } as const;
      const result = await handleCommand(store, spec, command, requestMetadata(request, user, deps.clock));
      return written(result, PARAMETER_MESSAGES.dependencyAdded);
    },
    async updateDependency({ params, body, user, request }) {
      const site = user.site;
      const spec = dependencyCommands(store, site, (graph) => ({
        calculated: graph.dependencies.get(params.id)?.calculated,
        dependent: body.DEPENDENT,
      }));
      const reason = reasonOf(body.REASON);
      const command = {
        kind: 'UpdateDependency',
        site,
        id: params.id,
        dependent: body.DEPENDENT,
        sequence: body.SEQUENCE,
        reason,
      } as const;
      const result = await handleCommand(store, spec, command, requestMetadata(request, user, deps.clock));
      return written(result, PARAMETER_MESSAGES.dependencyUpdated);
    },
    async removeDependency({ params, query, user, request }) {
      const site = user.site;
      const spec = dependencyCommands(store, site, (graph) => ({ calculated: graph.dependencies.get(params.id)?.calculated }));
      const result = await handleCommand(
        store,
        spec,
        { kind: 'RemoveDependency', site, id: params.id, reason: reasonOf(query.reason) },
        requestMetadata(request, user, deps.clock),
      );
      const removed = result.decision.events.find((event) => event.type === 'DependencyRemoved');
      return written(result, PARAMETER_MESSAGES.dependencyRemoved(removed?.data.dependent ?? String(params.id)));
    },
  };
};
