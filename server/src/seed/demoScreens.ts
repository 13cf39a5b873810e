import { FACTORY_SITES, dataScreenStream, type ScreenArea, type ScreenType } from '@ftr/contracts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import { allocateScreenId } from '@ftr/command-service/dataScreens/allocate.ts';
import { decideScreen, screenEvolver, type ScreenCommand } from '@ftr/command-service/dataScreens/decider.ts';
import { handleCommands, noFacts } from '@ftr/command-service/shared/handleCommand.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { demoParameters, type DemoParameter, type FactorySite } from './demoParameters.ts';

export interface DemoScreen {
  description: string;
  screenType: ScreenType;
  area: ScreenArea;
  accessLevel: number;
  /** Groups of codes in order; a separator goes before the first member of each group after the first. */
  groups: string[][];
}

/** Spec 1 §9: demo screens hold 10 to 60 parameters. */
export const DEMO_SCREEN_MAX_MEMBERS = 60;

const period = (p: DemoParameter) => p.CODE.at(-1);
const codes = (list: DemoParameter[]) => list.map((p) => p.CODE);
const of = (list: DemoParameter[], test: (p: DemoParameter) => boolean) => codes(list.filter(test));

/**
 * A factory site's demo screens, drawn from its in-use demo parameters: hourly and daily data-entry
 * screens (area A, access levels 1 to 3) and live-data wallboards (area V).
 */
export const demoScreens = (site: FactorySite): DemoScreen[] => {
  const inUse = demoParameters(site).filter((p) => p.IN_USE_FLAG);
  const hourly = inUse.filter((p) => period(p) === 'H');
  const daily = inUse.filter((p) => period(p) === 'D');
  const screen = (
    description: string,
    screenType: ScreenType,
    area: ScreenArea,
    accessLevel: number,
    ...groups: string[][]
  ): DemoScreen => ({
    description,
    screenType,
    area,
    accessLevel,
    groups: groups.filter((g) => g.length > 0),
  });
  return [
    screen(
      'Process Hourly',
      'HLY',
      'A',
      1,
      of(hourly, (p) => p.PCAT_CODE === 'PROC'),
      of(hourly, (p) => p.PTYP_CODE === 'SIM'),
    ),
    screen(
      'Laboratory Hourly',
      'HLY',
      'A',
      2,
      of(hourly, (p) => p.PCAT_CODE === 'LAB'),
    ),
    screen(
      'Shift Overview Hourly',
      'HLY',
      'A',
      3,
      of(hourly, (p) => p.PTYP_CODE === 'REA'),
      of(hourly, (p) => p.PTYP_CODE === 'SIM'),
    ),
    screen(
      'Daily Production',
      'DLY',
      'A',
      1,
      of(daily, (p) => p.PTYP_CODE === 'REA'),
      of(inUse, (p) => period(p) === 'T' || period(p) === 'W'),
    ),
    screen(
      'Daily Results',
      'DLY',
      'A',
      2,
      of(daily, (p) => p.PTYP_CODE === 'SIM'),
      of(inUse, (p) => p.PTYP_CODE === 'CON'),
    ),
    screen(
      'Control Room Hourly',
      'HLY',
      'V',
      1,
      of(hourly, (p) => p.PROCESS_TAG !== null && p.PROCESS_TAG !== undefined),
    ),
    screen(
      'Daily Overview',
      'DLY',
      'V',
      1,
      of(daily, (p) => p.PCAT_CODE !== 'LAB'),
      of(daily, (p) => p.PCAT_CODE === 'LAB'),
    ),
  ];
};

/** The screen's commands in order (create, add each member, separators), capped at 60 members. */
const commandsFor = (site: FactorySite, id: number, demo: DemoScreen, known: ReadonlySet<string>): ScreenCommand[] => {
  const fields = { description: demo.description, accessLevel: demo.accessLevel, area: demo.area };
  const members = demo.groups
    .flatMap((group, g) => group.map((code, i) => ({ code, separator: g > 0 && i === 0 })))
    .slice(0, DEMO_SCREEN_MAX_MEMBERS);
  return [
    { kind: 'CreateScreen', userSite: site, id, fields, screenType: demo.screenType },
    ...members.map((m): ScreenCommand => ({
      kind: 'AddMember',
      userSite: site,
      id,
      parameter: { code: m.code, existsAtSite: known.has(m.code) },
    })),
    ...members.flatMap((m, i): ScreenCommand[] =>
      m.separator ? [{ kind: 'SetSeparator', userSite: site, memberId: `${id}-${i + 1}`, memberNo: i + 1, separator: true }] : [],
    ),
  ];
};

/**
 * Loads the demo screens of every factory site through the screen decider: each screen gets an id
 * from the counter, then its creation, members and separators are decided in order and appended in
 * one write to its new stream. Run after the demo parameters; answers the number of screens.
 */
export const seedDemoScreens = async (deps: CommandDeps): Promise<number> => {
  let count = 0;
  for (const site of FACTORY_SITES) {
    const known = new Set(demoParameters(site).map((p) => p.CODE));
    for (const demo of demoScreens(site)) {
      const metadata = systemMetadata(site, deps.clock, 'admin');
      const id = await allocateScreenId(deps.eventStore, metadata);
      const spec = { stream: dataScreenStream(id), evolver: screenEvolver, loadFacts: noFacts, decide: decideScreen };
      await handleCommands(deps.eventStore, () => spec, commandsFor(site, id, demo, known), metadata);
      count += 1;
    }
  }
  return count;
};
