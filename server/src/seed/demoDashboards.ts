import {
  DASHBOARD_COUNTER_STREAM,
  DATA_SCREEN_COUNTER_STREAM,
  dataScreenStream,
  FACTORY_SITES,
  HISTORY_DEFAULT,
  type DashboardParameterSettings,
  type LayoutPart,
  type Site,
} from '@ftr/contracts';
import type { StoreDeps } from '@ftr/command-service/deps.ts';
import { allocateDashboardId } from '@ftr/command-service/dashboards/allocate.ts';
import { runDashboardCommand } from '@ftr/command-service/dashboards/handlers.ts';
import { runPlaylistCommand } from '@ftr/command-service/dashboards/playlists.ts';
import { screenEvolver } from '@ftr/command-service/dataScreens/decider.ts';
import { fold } from '@ftr/command-service/shared/handleCommand.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';

export interface DemoDashboard {
  site: Site;
  description: string;
  parameters: ({ code: string } & Partial<DashboardParameterSettings>)[];
  layout: { row: number; col: number; part: LayoutPart }[];
}

const chart = (parameter: string, type: 'area' | 'scatter' | 'bar', height: 'small' | 'medium' | 'large', extra = {}): LayoutPart => ({
  component: 'TimeseriesChart',
  config: { parameter, type, height, ...extra },
});
const table = (...codes: string[]): LayoutPart => ({ component: 'TimeseriesTable', config: { codes } });

/**
 * Goal Min wherever lower is better (pH of thin juice, steam on beet, sugar colour, losses, fuel per tonne),
 * so the tables' arrows read the right way. Per factory site two custom dashboards with layouts (an area, a scatter and a bar chart
 * and a table each), and one corporate dashboard at the Central Office. Codes are the demo plant's.
 */
export const demoDashboards = (): DemoDashboard[] => [
  ...FACTORY_SITES.flatMap((site): DemoDashboard[] => [
    {
      site,
      description: 'Juice Station',
      parameters: [
        { code: 'RJ-FL-V-1H', history: 2 },
        { code: 'RJ-BX-V-1H', history: 2 },
        { code: 'TJ-BX-V-1H', label: 'Thick juice brix' },
        { code: 'RJ-PY-V-1H' },
        { code: 'TN-PH-V-1H', goal: 'Min' },
      ],
      layout: [
        { row: 1, col: 1, part: chart('RJ-FL-V-1H', 'area', 'large', { min: 0 }) },
        { row: 1, col: 2, part: chart('RJ-BX-V-1H', 'scatter', 'large') },
        { row: 2, col: 1, part: chart('TJ-BX-V-1H', 'bar', 'medium', { target: 68 }) },
        { row: 2, col: 2, part: table('RJ-PY-V-1H', 'TN-PH-V-1H', 'RJ-BX-V-1H', 'TJ-BX-V-1H') },
      ],
    },
    {
      site,
      description: 'Slicing and Steam',
      parameters: [
        { code: 'BS-TN-T-0H', history: 3, label: 'Beet sliced' },
        { code: 'BL-FL-T-0H', history: 3, label: 'Steam raised' },
        { code: 'BL-SB-Q-0H', history: 3, label: 'Steam on beet', goal: 'Min' },
        { code: 'CD-PH-V-1H', history: 3 },
      ],
      layout: [
        { row: 1, col: 1, part: chart('BS-TN-T-0H', 'area', 'medium') },
        { row: 2, col: 1, part: chart('BL-FL-T-0H', 'bar', 'small') },
        { row: 2, col: 2, part: chart('CD-PH-V-1H', 'scatter', 'small', { min: 7, max: 10.5 }) },
        { row: 3, col: 1, part: table('BS-TN-T-0H', 'BL-FL-T-0H', 'BL-SB-Q-0H', 'CD-PH-V-1H') },
      ],
    },
  ]),
  {
    site: 'CO',
    description: 'Group Slicing and Sugar',
    parameters: [
      { code: 'BS-TN-T-0H', history: 3, label: 'Beet sliced' },
      { code: 'SS-EX-V-0D', history: 28, label: 'Extraction' },
      { code: 'SS-CL-A-0D', history: 28, label: 'Sugar colour', goal: 'Min' },
      { code: 'SB-LS-V-0D', history: 28, label: 'Sugar losses', goal: 'Min' },
      { code: 'BL-FU-Q-0D', history: 28, label: 'Fuel per tonne of beet', goal: 'Min' },
    ],
    layout: [],
  },
];

/**
 * The demo dashboards through the dashboards command path as the administrator (the decider checks each code
 * exists where the dashboard reads it), after the demo parameters. Once any dashboard exists nothing is
 * written, so running it again adds nothing. Answers the number of dashboards added.
 */
export const seedDemoDashboards = async (deps: Pick<StoreDeps, 'eventStore' | 'clock'>): Promise<number> => {
  if ((await deps.eventStore.readStream(DASHBOARD_COUNTER_STREAM)).length > 0) return 0;
  const dashboards = demoDashboards();
  const made = new Map<string, number>();
  for (const { site, description, parameters, layout } of dashboards) {
    const metadata = systemMetadata(site, deps.clock, 'admin');
    const id = await allocateDashboardId(deps.eventStore, metadata);
    made.set(`${site} ${description}`, id);
    const run = (command: Parameters<typeof runDashboardCommand>[1]) => runDashboardCommand(deps.eventStore, command, metadata);
    await run({ kind: 'CreateDashboard', userSite: site, id, description, format: 1 });
    for (const { code, ...settings } of parameters) {
      const full = { targetCode: null, history: HISTORY_DEFAULT, label: '', goal: 'Max' as const, paramSite: null, ...settings };
      await run({ kind: 'AddParameter', userSite: site, id, code, settings: full });
    }
    for (const { row, col, part } of layout) await run({ kind: 'AddLayoutItem', userSite: site, id, row, col, part });
  }
  await seedBardneyPlaylist(deps, made);
  return dashboards.length;
};

/** The live-data screen of a site with this name (the demo screens' ids are allocated at seeding). */
const liveScreenId = async (deps: Pick<StoreDeps, 'eventStore'>, site: Site, description: string): Promise<number | null> => {
  const last = (await deps.eventStore.readStream(DATA_SCREEN_COUNTER_STREAM)).length;
  for (let id = 1; id <= last; id += 1) {
    const state = fold(screenEvolver, await deps.eventStore.readStream(dataScreenStream(id)));
    if (state.status === 'present' && state.site === site && state.area === 'V' && state.description === description) return id;
  }
  return null;
};

/** The Bardney control room's playlist: its two dashboards and its hourly wallboard, 30 s each. */
const seedBardneyPlaylist = async (deps: Pick<StoreDeps, 'eventStore' | 'clock'>, made: ReadonlyMap<string, number>) => {
  const juice = made.get('BA Juice Station');
  const slicing = made.get('BA Slicing and Steam');
  const wallboard = await liveScreenId(deps, 'BA', 'Control Room Hourly');
  if (juice === undefined || slicing === undefined || wallboard === null) return;
  const metadata = systemMetadata('BA', deps.clock, 'admin');
  const id = await allocateDashboardId(deps.eventStore, metadata);
  const items = [
    { kind: 'dashboard' as const, ref: juice, seconds: 30 },
    { kind: 'wallboard' as const, ref: wallboard, seconds: 30 },
    { kind: 'dashboard' as const, ref: slicing, seconds: 30 },
  ];
  const body = { name: 'Bardney Control Room', items };
  await runPlaylistCommand(deps.eventStore, { kind: 'SavePlaylist', create: true, userSite: 'BA', id, body }, metadata);
};
