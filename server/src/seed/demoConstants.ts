import { addDays, constantStream, factoryToday, type Site } from '@ftr/contracts';
import { constantEvolver, decideConstant, type ChangeConstant, type ConstantFacts } from '@ftr/command-service/constants/decider.ts';
import type { StoreDeps } from '@ftr/command-service/deps.ts';
import { handleCommand } from '@ftr/command-service/shared/handleCommand.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { demoParameters, type FactorySite } from './demoParameters.ts';

/** A demo change: the site's value of a constant from `daysAgo` factory days before today, with its reason. */
export interface DemoConstantChange {
  site: FactorySite;
  code: string;
  value: number;
  daysAgo: number;
  reason: string;
  by: string;
}

/**
 * The demo's constant history: each site's own lime and boiler figures, changed during the season with a
 * reason (no calculation of the demo plant reads these two, so no recalculation follows at start-up).
 */
export const DEMO_CONSTANT_CHANGES: readonly DemoConstantChange[] = [
  { site: 'BA', code: 'LM-CA-V-0C', value: 87, daysAgo: 30, reason: 'Start of campaign lime analysis', by: 'supervisor.ba' },
  { site: 'BA', code: 'LM-CA-V-0C', value: 88.5, daysAgo: 7, reason: 'Weekly lime analysis', by: 'supervisor.ba' },
  { site: 'BU', code: 'LM-CA-V-0C', value: 87.5, daysAgo: 30, reason: 'Lime kiln survey', by: 'admin' },
  { site: 'CA', code: 'LM-CA-V-0C', value: 89, daysAgo: 30, reason: 'Lime kiln survey', by: 'admin' },
  { site: 'NE', code: 'LM-CA-V-0C', value: 86.5, daysAgo: 30, reason: 'Lime kiln survey', by: 'admin' },
  { site: 'WI', code: 'BL-EF-V-1C', value: 85, daysAgo: 10, reason: 'Boiler 1 efficiency test', by: 'supervisor.wi' },
];

/** The constant's parameter at a site, as the demo catalogue defines it. */
const factsOf = (site: FactorySite, code: string): ConstantFacts | null => {
  const p = demoParameters(site).find((parameter) => parameter.CODE === code);
  return p
    ? {
        PTYP_CODE: p.PTYP_CODE,
        MIN_LIMIT: p.LOWER_ABS_LIMIT ?? null,
        MAX_LIMIT: p.UPPER_ABS_LIMIT ?? null,
        CONSTANT_VALUE: p.CONSTANT_VALUE ?? null,
      }
    : null;
};

/** The demo changes as constants commands (with their facts) on the factory date `today`, in order. */
export const demoConstantCommands = (today: string): { command: ChangeConstant; facts: Map<Site, ConstantFacts | null>; by: string }[] =>
  DEMO_CONSTANT_CHANGES.map((change) => ({
    command: {
      kind: 'ChangeConstant',
      userSite: change.site,
      reachable: [change.site],
      code: change.code,
      values: { [change.site]: change.value },
      effectiveFrom: addDays(today, -change.daysAgo),
      today,
      reason: change.reason,
    },
    facts: new Map<Site, ConstantFacts | null>([[change.site, factsOf(change.site, change.code)]]),
    by: change.by,
  }));

/** Loads the demo constant changes through the constants decider, one command each, in order. */
export const seedDemoConstants = async (deps: StoreDeps): Promise<number> => {
  const commands = demoConstantCommands(factoryToday(deps.clock.now()));
  for (const { command, facts, by } of commands) {
    await handleCommand(
      deps.eventStore,
      { stream: constantStream(command.code), evolver: constantEvolver, loadFacts: () => Promise.resolve(facts), decide: decideConstant },
      command,
      systemMetadata(command.userSite, deps.clock, by),
    );
  }
  return commands.length;
};
