import {
  DASHBOARD_ERRORS as E,
  DASHBOARD_MESSAGES as M,
  FACTORY_SITES,
  dashboardStream,
  partIdOf,
  splitPartId,
  type DashboardParameterSettings,
  type dashboardWriteRoutes,
  type Site,
  type TokenClaims,
} from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyRequest } from 'fastify';
import type { CommandDeps } from '../deps.ts';
import { loadParameter } from '../parameters/loadParameter.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { allocateDashboardId } from './allocate.ts';
import { dashboardEvolver, decideDashboard, type CodeSites, type DashboardCommand, type DashboardState } from './decider.ts';

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

/** One dashboard command through the one write path: fold its stream, load where its codes exist, decide, append. */
export const runDashboardCommand = (store: CatalogueEventStore, command: DashboardCommand, metadata: AppendMetadata) =>
  handleCommand(
    store,
    {
      stream: dashboardStream(command.id),
      evolver: dashboardEvolver,
      loadFacts: (state: DashboardState) => loadCodeSites(store, state, command),
      decide: decideDashboard,
    },
    command,
    metadata,
  );

export const dashboardHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const store = deps.eventStore;
  const meta = (request: FastifyRequest, user: TokenClaims): AppendMetadata => requestMetadata(request, user, deps.clock);
  const decideOn = (command: DashboardCommand, metadata: AppendMetadata) => runDashboardCommand(store, command, metadata);
  const run = async (request: FastifyRequest, user: TokenClaims, command: DashboardCommand, message: string) => {
    const result = await decideOn(command, meta(request, user));
    return { message, position: result.position.toString() };
  };
  /** The part a route names: `<dashboard id>-<number>`. */
  const part = (id: string) => splitPartId(id);

  return {
    async createDashboard({ body, user, request }) {
      const metadata = meta(request, user);
      const id = await allocateDashboardId(store, metadata);
      const result = await decideOn({ kind: 'CreateDashboard', userSite: user.site, id, ...body }, metadata);
      return { message: M.added, position: result.position.toString(), ID: id };
    },
    updateDashboard: ({ params, body, user, request }) =>
      run(
        request,
        user,
        {
          kind: 'UpdateDashboard',
          userSite: user.site,
          id: params.id,
          description: body.description,
          format: body.format,
          dataType: body.dataType,
        },
        M.updated,
      ),
    archiveDashboard: ({ params, user, request }) =>
      run(request, user, { kind: 'ArchiveDashboard', userSite: user.site, id: params.id }, M.archived),
    async addDashboardParameter({ params, body, user, request }) {
      const command: DashboardCommand = {
        kind: 'AddParameter',
        userSite: user.site,
        id: params.id,
        code: body.code,
        settings: settingsOf(body),
      };
      const result = await decideOn(command, meta(request, user));
      const added = result.decision.events[0];
      const no = added?.type === 'DashboardParameterAdded' ? added.data.no : 0;
      return { message: M.parameterAdded, position: result.position.toString(), ID: partIdOf(params.id, no) };
    },
    updateDashboardParameter: ({ params, body, user, request }) => {
      const { dashboardId, no } = part(params.id);
      const settings = settingsOf({ ...body, targetCode: body.target });
      return run(request, user, { kind: 'UpdateParameter', userSite: user.site, id: dashboardId, no, settings }, M.parameterUpdated);
    },
    async removeDashboardParameter({ params, user, request }) {
      const { dashboardId, no } = part(params.id);
      const result = await decideOn({ kind: 'RemoveParameter', userSite: user.site, id: dashboardId, no }, meta(request, user));
      const removed = result.state.status === 'present' ? result.state.parameters.find((p) => p.no === no)?.code : undefined;
      return { message: M.parameterRemoved(removed ?? params.id), position: result.position.toString() };
    },
    swapDashboardParameters: ({ params, user, request }) => {
      const a = part(params.id);
      const b = part(params.otherId);
      if (a.dashboardId !== b.dashboardId) throw new AppError('validation', E.differentDashboards);
      return run(
        request,
        user,
        { kind: 'SwapParameters', userSite: user.site, id: a.dashboardId, no: a.no, otherNo: b.no },
        M.orderUpdated,
      );
    },
    async addLayoutItem({ params, body, user, request }) {
      const { row, column, ...layoutPart } = body;
      const command: DashboardCommand = {
        kind: 'AddLayoutItem',
        userSite: user.site,
        id: params.ref,
        row,
        col: column,
        part: layoutPart,
      };
      const result = await decideOn(command, meta(request, user));
      const added = result.decision.events[0];
      const no = added?.type === 'DashboardLayoutItemAdded' ? added.data.no : 0;
      return { message: M.itemAdded, position: result.position.toString(), ID: partIdOf(params.ref, no) };
    },
    arrangeLayout: ({ params, body, user, request }) => {
      const places = body.items.map((item) => {
        const { dashboardId, no } = part(item.id);
        if (dashboardId !== params.ref) throw new AppError('validation', E.arrangeEveryItem);
        return { no, row: item.row, col: item.column, width: item.width ?? null, height: item.height ?? null };
      });
      return run(request, user, { kind: 'ArrangeLayout', userSite: user.site, id: params.ref, places }, M.layoutSaved);
    },
    removeLayoutItem: ({ params, user, request }) => {
      const { dashboardId, no } = part(params.ref);
      return run(request, user, { kind: 'RemoveLayoutItem', userSite: user.site, id: dashboardId, no }, M.itemRemoved);
    },
  };
};
