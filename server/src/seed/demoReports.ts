import {
  FACTORY_SITES,
  PERSONAL,
  SHARED,
  fileNameOf,
  reportStream,
  type DefinitionKind,
  type DefinitionFields,
  type ReportPeriod,
  type Site,
} from '@ftr/contracts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import { allocateReportId } from '@ftr/command-service/reports/allocate.ts';
import { decideDefinition, definitionEvolver, type DefinitionCommand } from '@ftr/command-service/reports/decider.ts';
import { handleCommands, noFacts } from '@ftr/command-service/shared/handleCommand.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { demoParameters, type DemoParameter, type FactorySite } from './demoParameters.ts';
import { demoUsers } from './demoPlant.ts';

export interface DemoDefinition {
  site: Site;
  kind: DefinitionKind;
  owner: string;
  name: string;
  reportType: 1 | 2;
  categoryId: number | null;
  accessLevel: number;
  periodCode: ReportPeriod;
  /** Site and code of each parameter, in order. */
  parameters: { site: FactorySite; code: string }[];
}

const inUse = (site: FactorySite, period: string) =>
  demoParameters(site).filter((p) => p.IN_USE_FLAG && p.PTYP_CODE !== 'CON' && p.CODE.endsWith(period));
const pick = (site: FactorySite, list: DemoParameter[], count: number) => list.slice(0, count).map((p) => ({ site, code: p.CODE }));
/** The factory sites' own supervisors keep personal grabbers; the manager (who signs in anywhere) the rest. */
const SUPERVISORS: Partial<Record<FactorySite, string>> = { BA: 'supervisor.ba', WI: 'supervisor.wi' };

/**
 * The central office's shared grabbers, one per category, each a few readings at every factory site, so a
 * new manager picks one and fetches at once (docs/demo.md).
 */
export const CROSS_SITE_GRABBERS: readonly { name: string; categoryId: number; periodCode: ReportPeriod; codes: readonly string[] }[] = [
  { name: 'Sugar production, all sites', categoryId: 1, periodCode: 'D', codes: ['BS-TN-T-1D', 'SS-TN-T-1D'] },
  { name: 'Juice purity, all sites', categoryId: 2, periodCode: 'H', codes: ['RJ-PY-V-1H', 'MA-PY-V-1H'] },
  { name: 'Boiler steam, all sites', categoryId: 3, periodCode: 'H', codes: ['BL-PR-V-1H', 'BL-FL-V-1H'] },
  { name: 'Condensate quality, all sites', categoryId: 4, periodCode: 'H', codes: ['CD-PH-V-1H', 'CD-CN-V-1H'] },
];

const crossSite = (g: (typeof CROSS_SITE_GRABBERS)[number]): DemoDefinition => ({
  site: 'CO',
  kind: 'GRABBER',
  owner: 'manager.co',
  name: g.name,
  reportType: SHARED,
  categoryId: g.categoryId,
  accessLevel: 1,
  periodCode: g.periodCode,
  parameters: g.codes.flatMap((code) => FACTORY_SITES.map((site) => ({ site, code }))),
});

/**
 * Per factory site: a personal hourly report and a shared daily report (Production), a personal grabber and
 * a shared grabber (Quality); at the central office a shared grabber across three sites (Management) and one
 * across every site per other category.
 */
export const demoReports = (): DemoDefinition[] => [
  ...FACTORY_SITES.flatMap((site): DemoDefinition[] => {
    const hourly = inUse(site, 'H');
    const daily = inUse(site, 'D');
    const base = { site, accessLevel: 1, periodCode: 'D' as const, categoryId: null, reportType: PERSONAL } as const;
    return [
      { ...base, kind: 'REPORT', owner: 'manager.co', name: 'Hourly process log', periodCode: 'H', parameters: pick(site, hourly, 8) },
      {
        ...base,
        kind: 'REPORT',
        owner: 'manager.co',
        name: 'Daily production',
        reportType: SHARED,
        categoryId: 1,
        parameters: pick(site, daily, 10),
      },
      {
        ...base,
        kind: 'GRABBER',
        owner: SUPERVISORS[site] ?? 'manager.co',
        name: 'My hourly checks',
        parameters: pick(site, hourly.slice(8), 5),
      },
      {
        ...base,
        kind: 'GRABBER',
        owner: 'manager.co',
        name: 'Laboratory results',
        reportType: SHARED,
        categoryId: 2,
        accessLevel: 2,
        parameters: pick(site, daily.slice(10), 6),
      },
    ];
  }),
  {
    site: 'CO',
    kind: 'GRABBER',
    owner: 'manager.co',
    name: 'Cross-site daily comparison',
    reportType: SHARED,
    categoryId: 5,
    accessLevel: 1,
    periodCode: 'D',
    parameters: (['BA', 'BU', 'WI'] as const).flatMap((site) => pick(site, inUse(site, 'D'), 3)),
  },
  ...CROSS_SITE_GRABBERS.map(crossSite),
];

const commandsFor = (demo: DemoDefinition, id: number): DefinitionCommand[] => {
  const flags = demoUsers('').find((u) => u.username === demo.owner)?.flags ?? [];
  const actor = { username: demo.owner, site: demo.site, flags };
  const fields: DefinitionFields = {
    name: demo.name,
    accessLevel: demo.accessLevel,
    reportType: demo.reportType,
    categoryId: demo.categoryId,
    periodCode: demo.periodCode,
    suppressBlankRows: demo.kind === 'REPORT' && demo.periodCode === 'H',
    outputFileName: fileNameOf(demo.name),
  };
  const headings = (p: { site: FactorySite; code: string }): [string, string, string] => {
    const found = demoParameters(p.site).find((d) => d.CODE === p.code);
    return [found?.HEADING1 ?? '', found?.HEADING2 ?? '', found?.HEADING3 ?? ''];
  };
  return [
    { kind: 'CreateDefinition', actor, id, definitionKind: demo.kind, fields },
    ...demo.parameters.map((p): DefinitionCommand => ({
      kind: 'AddParameter',
      actor,
      id,
      code: p.code,
      site: p.site,
      parameter: { exists: true, headings: headings(p) },
    })),
  ];
};

/** Loads the demo reports and grabbers through the definition decider, each in one append to its new stream; answers their ids. */
export const seedDemoReports = async (deps: CommandDeps): Promise<(DemoDefinition & { id: number })[]> => {
  const plan = demoReports();
  const seeded: (DemoDefinition & { id: number })[] = [];
  for (const demo of plan) {
    const metadata = systemMetadata(demo.site, deps.clock, demo.owner);
    const id = await allocateReportId(deps.eventStore, metadata);
    const spec = { stream: reportStream(id), evolver: definitionEvolver, loadFacts: noFacts, decide: decideDefinition };
    await handleCommands(deps.eventStore, () => spec, commandsFor(demo, id), metadata);
    seeded.push({ ...demo, id });
  }
  return seeded;
};
