import { randomUUID, randomUUIDv7 } from 'node:crypto';
import { FACTORY_SITES, factoryToday, hasFlag, type Site } from '@ftr/contracts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import type { DataValueDeps } from '@ftr/command-service/dataValues/deps.ts';
import type { WaitForReadSide } from '@ftr/command-service/dataValues/readSide.ts';
import { submitWithMetadata, type Submitter } from '@ftr/command-service/dataValues/submit.ts';
import { createWeekCache } from '@ftr/command-service/dataValues/weekCache.ts';
import { recalculationRequests } from '@ftr/command-service/recalculation/handlers.ts';
import { handleCommand } from '@ftr/command-service/shared/handleCommand.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import type { NewUser } from '@ftr/command-service/users/createUser.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { DemoOperation } from './demoPlant.ts';
import type { FactorySite } from './demoParameters.ts';
import { demoValues } from './demoValuesGenerator.ts';

/** The read side data entry decides against (parameters, operations, CCFs, earlier values) and a way to wait for it. */
export interface DemoReadSide {
  readStore: ReadStore;
  waitForReadSide: WaitForReadSide;
  /** How long to wait for the read side to take in the demo's setup before entering values (default 60 s). */
  setupTimeoutMs?: number;
}

export interface DemoValuesOptions {
  days: number;
  operations: readonly DemoOperation[];
  /** The users who may enter them: each site's values are entered by its own supervisor, else the administrator. */
  users: readonly NewUser[];
}

export interface DemoValuesResult {
  submissions: number;
  /** Events appended (values, CCFs, recalculation requests). */
  events: number;
}

/** How long one submission may wait for the read side to apply the one before it. */
const STEP_TIMEOUT_MS = 30_000;

/** Who enters a site's demo values: a user of the site with HISTORIC_DATA (older days stay open), fewest sites first. */
export const demoAuthor = (site: Site, users: readonly NewUser[]): Submitter => {
  const able = users
    .filter((u) => u.sites.includes(site) && hasFlag(u.flags, 'VIEW_DATA_SCREENS') && hasFlag(u.flags, 'HISTORIC_DATA'))
    .sort((a, b) => a.sites.length - b.sites.length);
  const [user] = able;
  if (!user) throw new Error(`No demo user may enter historic data at ${site}`);
  return { sub: user.username, site, flags: user.flags };
};

const waitOrFail = async (readSide: DemoReadSide, position: bigint, timeoutMs: number, what: string) => {
  if (!(await readSide.waitForReadSide(position, timeoutMs))) {
    throw new Error(`Demo values: the read side did not reach ${what} within ${timeoutMs / 1000} s (is the projector running?)`);
  }
};

/** One site's days in time order, then its recalculation requests (one per operation that got values). */
const seedSite = async (
  deps: DataValueDeps,
  readSide: DemoReadSide,
  site: FactorySite,
  today: string,
  options: DemoValuesOptions,
): Promise<DemoValuesResult> => {
  const author = demoAuthor(site, options.users);
  const operations = options.operations.filter((op) => op.site === site);
  const firstDates = new Map<string, string>();
  const result: DemoValuesResult = { submissions: 0, events: 0 };
  for (const day of demoValues({ site, today, days: options.days, operations }).days) {
    const submissionId = randomUUID();
    const metadata = { ...systemMetadata(site, deps.clock, author.sub), submissionId };
    const submitted = await submitWithMetadata(deps, author, { submissionId, records: day.records }, metadata);
    await waitOrFail(readSide, BigInt(submitted.position), STEP_TIMEOUT_MS, `${site} ${day.date}`);
    if (!firstDates.has(day.operation)) firstDates.set(day.operation, day.date);
    result.submissions += 1;
    result.events += new Set(day.records.map((r) => r.CODE)).size + submitted.ccfs.length;
  }
  // POST /data/recalculate/{operation}?from= through its own handler spec (the job computes the SIM values).
  for (const [operation, from] of firstDates) {
    const command = { kind: 'RecalculateFrom' as const, site, requestedBy: author.sub, operation, from };
    const metadata = systemMetadata(site, deps.clock, author.sub);
    await handleCommand(deps.eventStore, recalculationRequests(deps, site, null, operation), command, metadata);
    result.events += 1;
  }
  return result;
};

/**
 * Enters the demo plant's history through data entry's own submission path (the same decision, rules,
 * locks and CCF labelling as POST /data; that the records pass POST /data's contract is checked by the
 * generator's unit test rather than at every boot): per factory site, one submission per factory day in
 * time order, as the site's supervisor, each after the read side has applied the one before (so CCF labels
 * see the CCFs raised so far). Sites run side by side. Then asks for a recalculation of each operation
 * that received values, as the grid does after a submit.
 */
export const seedDemoValues = async (deps: CommandDeps, readSide: DemoReadSide, options: DemoValuesOptions): Promise<DemoValuesResult> => {
  if (options.days <= 0) return { submissions: 0, events: 0 };
  const setup = await deps.eventStore.headPosition();
  if (setup !== undefined) await waitOrFail(readSide, setup, readSide.setupTimeoutMs ?? 60_000, 'the demo setup');
  const valueDeps: DataValueDeps = {
    ...deps,
    waitForReadSide: readSide.waitForReadSide,
    weeks: createWeekCache(deps.eventStore, FACTORY_SITES.length * 2),
    newId: () => randomUUIDv7(),
  };
  const today = factoryToday(deps.clock.now());
  const perSite = await Promise.all(FACTORY_SITES.map((site) => seedSite(valueDeps, readSide, site, today, options)));
  return perSite.reduce((sum, r) => ({ submissions: sum.submissions + r.submissions, events: sum.events + r.events }), {
    submissions: 0,
    events: 0,
  });
};
