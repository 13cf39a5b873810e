import { PARAMETER_MESSAGES, dependencyStream, parameterRoutes, reasonOf, type DependencyEvent, type Site } from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { commandRoute, commandSpec, positionAnswer } from '../shared/commandRoute.ts';
import type { CommandSpec } from '../shared/handleCommand.ts';
import { dependencyDecider, type DependencyCommand, type DependencyFacts, type DependencyGraphState } from './dependencyDecider.ts';
import { loadParameter } from './loadParameter.ts';

type WriteRoutes = Pick<typeof parameterRoutes, 'addDependency' | 'updateDependency' | 'removeDependency'>;

/**
 * A site's dependency graph as one command's write path: fold the site's dependency stream, load the
 * parameters the command names as its facts (an update or removal names its dependency by id, so they
 * follow the graph), decide, and append at the revision the graph was read at, so two writers can never
 * close a cycle between them.
 */
const dependencyRouteSpec = (
  store: EventStore,
  site: Site,
  names: (graph: DependencyGraphState) => { calculated: string | undefined; dependent?: string },
) => {
  const load = (code: string | undefined) =>
    code === undefined ? Promise.resolve({ status: 'absent' } as const) : loadParameter(store, site, code);
  return {
    stream: dependencyStream(site),
    decider: dependencyDecider,
    async loadFacts(graph: DependencyGraphState): Promise<DependencyFacts> {
      const { calculated, dependent } = names(graph);
      const [c, d] = await Promise.all([load(calculated), dependent === undefined ? undefined : load(dependent)]);
      return d === undefined ? { calculated: c } : { calculated: c, dependent: d };
    },
  };
};

export const dependencyCommands = (
  store: EventStore,
  site: Site,
  names: (graph: DependencyGraphState) => { calculated: string | undefined; dependent?: string },
): CommandSpec<DependencyCommand, DependencyGraphState, DependencyEvent, DependencyFacts> =>
  commandSpec(dependencyRouteSpec(store, site, names));

/** The parameters a command names: an update or removal names its dependency by id, so they follow the graph. */
const namesOf = (command: DependencyCommand) => (graph: DependencyGraphState) => {
  if (command.kind === 'AddDependency') return { calculated: command.calculated, dependent: command.dependent };
  const calculated = graph.dependencies.get(command.id)?.calculated;
  return command.kind === 'UpdateDependency' ? { calculated, dependent: command.dependent } : { calculated };
};

export const dependencyHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const spec = (command: DependencyCommand) => dependencyRouteSpec(deps.eventStore, command.site, namesOf(command));
  return {
    addDependency: commandRoute(deps, {
      command: ({ params, body, user }): DependencyCommand => ({
        kind: 'AddDependency',
        site: user.site,
        calculated: params.code,
        dependent: body.DEPENDENT,
        sequence: body.SEQUENCE,
        reason: reasonOf(body.REASON),
      }),
      spec,
      answer: positionAnswer(PARAMETER_MESSAGES.dependencyAdded),
    }),
    updateDependency: commandRoute(deps, {
      command: ({ params, body, user }): DependencyCommand => ({
        kind: 'UpdateDependency',
        site: user.site,
        id: params.id,
        dependent: body.DEPENDENT,
        sequence: body.SEQUENCE,
        reason: reasonOf(body.REASON),
      }),
      spec,
      answer: positionAnswer(PARAMETER_MESSAGES.dependencyUpdated),
    }),
    removeDependency: commandRoute(deps, {
      command: ({ params, query, user }): DependencyCommand => ({
        kind: 'RemoveDependency',
        site: user.site,
        id: params.id,
        reason: reasonOf(query.reason),
      }),
      spec,
      answer: (result, _command, { params }) => {
        const removed = result.decision.events.find((event) => event.type === 'DependencyRemoved');
        return positionAnswer(PARAMETER_MESSAGES.dependencyRemoved(removed?.data.dependent ?? String(params.id)))(result);
      },
    }),
  };
};
