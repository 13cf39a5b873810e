import {
  DASHBOARD_ERRORS as E,
  DASHBOARD_MESSAGES as M,
  FACTORY_SITES,
  dashboardStream,
  partIdOf,
  splitPartId,
  type DashboardParameterSettings,
  type dashboardWriteRoutes,
  type DashboardEvent,
  type Site,
} from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { loadParameter } from '../parameters/loadParameter.ts';
import { commandRoute, commandSpec, positionAnswer } from '../shared/commandRoute.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { allocateDashboardId } from './allocate.ts';
import { dashboardDecider, type CodeSites, type DashboardCommand, type DashboardState } from './decider.ts';

/** The sites where each code exists, among those the dashboard could read it from (its own stream per site). */
const loadCodeSites = async (store: CatalogueEventStore, state: DashboardState, command: DashboardCommand): Promise<CodeSites> => {
  if (state.status !== 'present' || (command.kind !== 'AddParameter' && command.kind !== 'UpdateParameter')) return new Map();
  const code = command.kind === 'AddParameter' ? command.code : state.parameters.find((p) => p.no === command.no)?.code;
  const codes = [code, command.settings.targetCode].filter((c): c is string => typeof c === 'string');
  const sites: readonly Site[] =
    state.type === 'S' ? [state.site] : command.settings.paramSite ? [command.settings.paramSite] : FACTORY_SITES;
  const found = new Map<string, Site[]>();
  for (const c of codes) {
    const present = await Promise.all(
      sites.map(async (site) => ((await loadParameter(store, site, c)).status === 'present' ? site : null)),
    );
    found.set(
      c,
      present.filter((site): site is Site => site !== null),
    );
  }
  return found;
};

type WriteRoutes = typeof dashboardWriteRoutes;

const settingsOf = (body: {
  targetCode?: string | null | undefined;
  history: number;
  label: string;
  goal: 'Min' | 'Max';
  site?: Site | null | undefined;
}): DashboardParameterSettings => ({
  targetCode: body.targetCode ?? null,
  history: body.history,
  label: body.label,
  goal: body.goal,
  paramSite: body.site === undefined || body.site === null || body.site === 'CO' ? null : body.site,
});

/** A dashboard command's spec: fold its stream, load where its codes exist, decide, append. */
const dashboardSpec = (store: CatalogueEventStore) => (command: DashboardCommand) => ({
  stream: dashboardStream(command.id),
  decider: dashboardDecider,
  loadFacts: (state: DashboardState) => loadCodeSites(store, state, command),
});

/** One dashboard command through the one write path (the demo seed; the routes use the same spec). */
export const runDashboardCommand = (store: CatalogueEventStore, command: DashboardCommand, metadata: AppendMetadata) =>
  handleCommand(store, commandSpec(dashboardSpec(store)(command)), command, metadata);

/** The number of the part a command's first event added (0: none). */
const addedNo = (events: readonly DashboardEvent[]): number => {
  const added = events[0];
  return added?.type === 'DashboardParameterAdded' || added?.type === 'DashboardLayoutItemAdded' ? added.data.no : 0;
};

export const dashboardHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const spec = dashboardSpec(deps.eventStore);
  /** The part a route names: `<dashboard id>-<number>`. */
  const part = (id: string) => splitPartId(id);

  return {
    createDashboard: commandRoute(deps, {
      command: async ({ body, user, request }): Promise<DashboardCommand> => {
        const id = await allocateDashboardId(deps.eventStore, requestMetadata(request, user, deps.clock));
        return { kind: 'CreateDashboard', userSite: user.site, id, ...body };
      },
      spec,
      answer: ({ position }, command) => ({ message: M.added, position: position.toString(), ID: command.id }),
    }),
    updateDashboard: commandRoute(deps, {
      command: ({ params, body, user }): DashboardCommand => ({
        kind: 'UpdateDashboard',
        userSite: user.site,
        id: params.id,
        description: body.description,
        format: body.format,
        dataType: body.dataType,
      }),
      spec,
      answer: positionAnswer(M.updated),
    }),
    archiveDashboard: commandRoute(deps, {
      command: ({ params, user }): DashboardCommand => ({ kind: 'ArchiveDashboard', userSite: user.site, id: params.id }),
      spec,
      answer: positionAnswer(M.archived),
    }),
    addDashboardParameter: commandRoute(deps, {
      command: ({ params, body, user }): DashboardCommand => ({
        kind: 'AddParameter',
        userSite: user.site,
        id: params.id,
        code: body.code,
        settings: settingsOf(body),
      }),
      spec,
      answer: ({ position, decision }, command) => ({
        message: M.parameterAdded,
        position: position.toString(),
        ID: partIdOf(command.id, addedNo(decision.events)),
      }),
    }),
    updateDashboardParameter: commandRoute(deps, {
      command: ({ params, body, user }): DashboardCommand => {
        const { dashboardId, no } = part(params.id);
        return {
          kind: 'UpdateParameter',
          userSite: user.site,
          id: dashboardId,
          no,
          settings: settingsOf({ ...body, targetCode: body.target }),
        };
      },
      spec,
      answer: positionAnswer(M.parameterUpdated),
    }),
    removeDashboardParameter: commandRoute(deps, {
      command: ({ params, user }): DashboardCommand => {
        const { dashboardId, no } = part(params.id);
        return { kind: 'RemoveParameter', userSite: user.site, id: dashboardId, no };
      },
      spec,
      answer: ({ position, state }, command, { params }) => {
        const no = command.kind === 'RemoveParameter' ? command.no : 0;
        const removed = state.status === 'present' ? state.parameters.find((p) => p.no === no)?.code : undefined;
        return { message: M.parameterRemoved(removed ?? params.id), position: position.toString() };
      },
    }),
    swapDashboardParameters: commandRoute(deps, {
      command: ({ params, user }): DashboardCommand => {
        const a = part(params.id);
        const b = part(params.otherId);
        if (a.dashboardId !== b.dashboardId) throw new AppError('validation', E.differentDashboards);
        return { kind: 'SwapParameters', userSite: user.site, id: a.dashboardId, no: a.no, otherNo: b.no };
      },
      spec,
      answer: positionAnswer(M.orderUpdated),
    }),
    addLayoutItem: commandRoute(deps, {
      command: ({ params, body, user }): DashboardCommand => {
        const { row, column, ...layoutPart } = body;
        return { kind: 'AddLayoutItem', userSite: user.site, id: params.ref, row, col: column, part: layoutPart };
      },
      spec,
      answer: ({ position, decision }, command) => ({
        message: M.itemAdded,
        position: position.toString(),
        ID: partIdOf(command.id, addedNo(decision.events)),
      }),
    }),
    arrangeLayout: commandRoute(deps, {
      command: ({ params, body, user }): DashboardCommand => {
        const places = body.items.map((item) => {
          const { dashboardId, no } = part(item.id);
          if (dashboardId !== params.ref) throw new AppError('validation', E.arrangeEveryItem);
          return { no, row: item.row, col: item.column, width: item.width ?? null, height: item.height ?? null };
        });
        return { kind: 'ArrangeLayout', userSite: user.site, id: params.ref, places };
      },
      spec,
      answer: positionAnswer(M.layoutSaved),
    }),
    removeLayoutItem: commandRoute(deps, {
      command: ({ params, user }): DashboardCommand => {
        const { dashboardId, no } = part(params.ref);
        return { kind: 'RemoveLayoutItem', userSite: user.site, id: dashboardId, no };
      },
      spec,
      answer: positionAnswer(M.itemRemoved),
    }),
  };
};
