import {
  DASHBOARD_ERRORS as E,
  DASHBOARD_MESSAGES as M,
  ERRORS,
  GRID_MAX,
  SITE_NAMES,
  applyPartEvent,
  assertNever,
  codesOfPart,
  fail,
  isCentralOffice,
  isPartEvent,
  partIdOf,
  type DashboardDataType,
  type DashboardEvent,
  type DashboardFormat,
  type DashboardParameterSettings,
  type DashboardParts,
  type DashboardType,
  type LayoutPart,
  type LayoutPlace,
  type Site,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

export interface DashboardRecord extends DashboardParts {
  id: number;
  site: Site;
  type: DashboardType;
  description: string;
  format: DashboardFormat;
  dataType: DashboardDataType;
  /** The next parameter or layout item number (never reused, so part ids stay unique). */
  nextNo: number;
}
export type DashboardState = { status: 'absent' } | { status: 'archived' } | ({ status: 'present' } & DashboardRecord);
type Present = Extract<DashboardState, { status: 'present' }>;

export const dashboardEvolver: Evolver<DashboardState, DashboardEvent> = {
  initialState: { status: 'absent' },
  evolve(state, event) {
    switch (event.type) {
      case 'DashboardCreated': {
        const { id, site, type, description, format, dataType } = event.data;
        return { status: 'present', id, site, type, description, format, dataType, parameters: [], items: [], nextNo: 1 };
      }
      case 'DashboardUpdated': {
        if (state.status !== 'present') return state;
        const { description, format, dataType } = event.data;
        return { ...state, description, format, dataType };
      }
      case 'DashboardArchived':
        return { status: 'archived' };
      case 'DashboardParameterAdded':
      case 'DashboardParameterUpdated':
      case 'DashboardParameterRemoved':
      case 'DashboardParametersSwapped':
      case 'DashboardLayoutItemAdded':
      case 'DashboardLayoutItemRemoved':
      case 'DashboardLayoutItemsArranged': {
        if (state.status !== 'present' || !isPartEvent(event)) return state;
        const parts = applyPartEvent(state, event);
        const nextNo = 'no' in event.data ? Math.max(state.nextNo, event.data.no + 1) : state.nextNo;
        return { ...state, ...parts, nextNo };
      }
      default:
        return assertNever(event);
    }
  },
};

/** Where a code exists (read from the parameters' own streams by the handler: decide stays pure). */
export type CodeSites = ReadonlyMap<string, readonly Site[]>;

export type DashboardCommand = { userSite: Site; id: number } & (
  | { kind: 'CreateDashboard'; description: string; format: DashboardFormat }
  | { kind: 'UpdateDashboard'; description: string; format: DashboardFormat; dataType: DashboardDataType | undefined }
  | { kind: 'ArchiveDashboard' }
  | { kind: 'AddParameter'; code: string; settings: DashboardParameterSettings }
  | { kind: 'UpdateParameter'; no: number; settings: DashboardParameterSettings }
  | { kind: 'RemoveParameter'; no: number }
  | { kind: 'SwapParameters'; no: number; otherNo: number }
  | { kind: 'AddLayoutItem'; row: number; col: number; part: LayoutPart }
  | { kind: 'RemoveLayoutItem'; no: number }
  | { kind: 'ArrangeLayout'; places: LayoutPlace[] }
);

/** Corporate dashboards are made at CO, site dashboards at a factory site (spec 1 §6). */
export const dashboardTypeAt = (site: Site): DashboardType => (isCentralOffice(site) ? 'C' : 'S');

const refuse = (kind: 'validation' | 'forbidden' | 'not_found' | 'conflict', message: string) =>
  reject<DashboardEvent>(fail(kind, message));

/** The dashboard as the actor may change it: their own site's (so C at CO only, S at a factory site only). */
const writable = (command: DashboardCommand, state: DashboardState): Present | Decision<DashboardEvent> => {
  if (state.status !== 'present') return refuse('not_found', E.notFound(command.id));
  if (state.site !== command.userSite) {
    if (state.type === 'C') return refuse('forbidden', E.corporateOnlyAtCo);
    if (isCentralOffice(command.userSite)) return refuse('forbidden', E.siteNotAtCo);
    return refuse('forbidden', ERRORS.wrongSite);
  }
  return state;
};
const isDecision = (value: Present | Decision<DashboardEvent>): value is Decision<DashboardEvent> => 'ok' in value;

/** Why a code cannot be shown (null: it can): it must exist where the dashboard reads it. */
const codeProblem = (dashboard: Present, code: string, paramSite: Site | null, codeSites: CodeSites): string | null => {
  const sites = codeSites.get(code) ?? [];
  if (dashboard.type === 'S') return sites.includes(dashboard.site) ? null : E.noSuchParameter(code, dashboard.site);
  if (paramSite) return sites.includes(paramSite) ? null : E.noSuchParameter(code, SITE_NAMES[paramSite]);
  return sites.length > 0 ? null : E.noSuchParameter(code, 'any factory site');
};
const settingsProblem = (dashboard: Present, code: string, settings: DashboardParameterSettings, codeSites: CodeSites): string | null => {
  if (settings.paramSite !== null && dashboard.type !== 'C') return E.siteOnlyOnCorporate;
  return (
    codeProblem(dashboard, code, settings.paramSite, codeSites) ??
    (settings.targetCode === null ? null : codeProblem(dashboard, settings.targetCode, settings.paramSite, codeSites))
  );
};

const layoutProblem = (dashboard: Present, row: number, col: number, part: LayoutPart): string | null => {
  if (dashboard.type !== 'S') return E.noLayout;
  if (part.component === 'TimeseriesTable' && part.config.codes.length === 0) return M.invalidParameterList;
  const onDashboard = new Set(dashboard.parameters.map((p) => p.code));
  const missing = codesOfPart(part).find((code) => !onDashboard.has(code));
  if (missing !== undefined) return E.notOnDashboard(missing);
  if (dashboard.items.some((i) => i.row === row && i.col === col)) return E.cellTaken(row, col);
  return null;
};

/** Why an arrangement cannot be saved (null: it can): every item once, one item per cell, rows at most 12 wide. */
const arrangementProblem = (dashboard: Present, places: readonly LayoutPlace[]): string | null => {
  if (dashboard.type !== 'S') return E.noLayout;
  const named = new Set(places.map((p) => p.no));
  if (named.size !== places.length || places.length !== dashboard.items.length || dashboard.items.some((i) => !named.has(i.no)))
    return E.arrangeEveryItem;
  const cells = new Set<string>();
  const widths = new Map<number, number>();
  for (const place of places) {
    const cell = `${place.row}/${place.col}`;
    if (cells.has(cell)) return E.cellTaken(place.row, place.col);
    cells.add(cell);
    const width = (widths.get(place.row) ?? 0) + (place.width ?? 0);
    if (width > GRID_MAX) return E.rowTooWide(place.row);
    widths.set(place.row, width);
    const item = dashboard.items.find((i) => i.no === place.no);
    if (place.height !== null && item?.part.component !== 'TimeseriesChart') return E.heightOnlyCharts;
  }
  return null;
};
const samePlaces = (dashboard: Present, places: readonly LayoutPlace[]): boolean =>
  places.every((place) => {
    const item = dashboard.items.find((i) => i.no === place.no);
    const height = item?.part.component === 'TimeseriesChart' ? item.part.config.height : null;
    return (
      item !== undefined &&
      item.row === place.row &&
      item.col === place.col &&
      (item.width ?? null) === place.width &&
      (place.height === null || place.height === height)
    );
  });

/** `codeSites`: where the codes an add or update names exist (the handler's facts; other commands need none). */
export const decideDashboard = (
  command: DashboardCommand,
  state: DashboardState,
  codeSites: CodeSites = new Map(),
): Decision<DashboardEvent> => {
  if (command.kind === 'CreateDashboard') {
    if (state.status !== 'absent') return refuse('conflict', ERRORS.concurrency);
    const { id, userSite: site, description, format } = command;
    return accept({ type: 'DashboardCreated', data: { id, site, type: dashboardTypeAt(site), description, format, dataType: 'H' } });
  }
  const dashboard = writable(command, state);
  if (isDecision(dashboard)) return dashboard;
  const ref = { id: dashboard.id, site: dashboard.site };
  const parameter = (no: number) => dashboard.parameters.find((p) => p.no === no);
  const missingParameter = (no: number) => refuse('not_found', E.parameterNotFound(partIdOf(dashboard.id, no)));
  switch (command.kind) {
    case 'UpdateDashboard': {
      const dataType = command.dataType ?? dashboard.dataType;
      const { description, format } = command;
      if (description === dashboard.description && format === dashboard.format && dataType === dashboard.dataType) return accept();
      return accept({ type: 'DashboardUpdated', data: { ...ref, description, format, dataType } });
    }
    case 'ArchiveDashboard':
      return accept({ type: 'DashboardArchived', data: ref });
    case 'AddParameter': {
      if (dashboard.parameters.some((p) => p.code === command.code)) return refuse('conflict', E.parameterExists(command.code));
      const problem = settingsProblem(dashboard, command.code, command.settings, codeSites);
      if (problem) return refuse('validation', problem);
      return accept({ type: 'DashboardParameterAdded', data: { ...ref, no: dashboard.nextNo, code: command.code, ...command.settings } });
    }
    case 'UpdateParameter': {
      const current = parameter(command.no);
      if (!current) return missingParameter(command.no);
      const problem = settingsProblem(dashboard, current.code, command.settings, codeSites);
      if (problem) return refuse('validation', problem);
      return accept({ type: 'DashboardParameterUpdated', data: { ...ref, no: command.no, ...command.settings } });
    }
    case 'RemoveParameter': {
      const current = parameter(command.no);
      if (!current) return missingParameter(command.no);
      const drawn = dashboard.items.find((i) => codesOfPart(i.part).includes(current.code));
      if (drawn) return refuse('conflict', E.inLayout(current.code, drawn.row, drawn.col));
      return accept({ type: 'DashboardParameterRemoved', data: { ...ref, no: command.no } });
    }
    case 'SwapParameters': {
      const a = dashboard.parameters.findIndex((p) => p.no === command.no);
      const b = dashboard.parameters.findIndex((p) => p.no === command.otherNo);
      if (a < 0) return missingParameter(command.no);
      if (b < 0) return missingParameter(command.otherNo);
      if (a === b) return refuse('validation', E.sameParameter);
      if (Math.abs(a - b) !== 1) return refuse('validation', E.notNeighbours);
      return accept({ type: 'DashboardParametersSwapped', data: { ...ref, no: command.no, otherNo: command.otherNo } });
    }
    case 'AddLayoutItem': {
      const problem = layoutProblem(dashboard, command.row, command.col, command.part);
      if (problem) return refuse('validation', problem);
      const { row, col, part } = command;
      return accept({ type: 'DashboardLayoutItemAdded', data: { ...ref, no: dashboard.nextNo, row, col, part } });
    }
    case 'RemoveLayoutItem':
      if (!dashboard.items.some((i) => i.no === command.no)) return refuse('not_found', E.itemNotFound(partIdOf(dashboard.id, command.no)));
      return accept({ type: 'DashboardLayoutItemRemoved', data: { ...ref, no: command.no } });
    case 'ArrangeLayout': {
      const problem = arrangementProblem(dashboard, command.places);
      if (problem) return refuse('validation', problem);
      if (samePlaces(dashboard, command.places)) return accept();
      return accept({ type: 'DashboardLayoutItemsArranged', data: { ...ref, places: command.places } });
    }
    default:
      return assertNever(command);
  }
};

export const dashboardDecider: Decider<DashboardCommand, DashboardState, DashboardEvent, CodeSites> = {
  ...dashboardEvolver,
  decide: decideDashboard,
};
