import { randomUUID, randomUUIDv7 } from 'node:crypto';
import { addDays } from '@ftr/contracts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import type { DataValueDeps } from '@ftr/command-service/dataValues/deps.ts';
import { submitWithMetadata } from '@ftr/command-service/dataValues/submit.ts';
import { createWeekCache } from '@ftr/command-service/dataValues/weekCache.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { createTokenService } from '@ftr/infra/auth/tokens.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import type { EmbeddedServer } from '@ftr/server/app.ts';
import { adminUser, demoOperations, demoUsers } from '@ftr/server/seed/demoPlant.ts';
import { demoAuthor } from '@ftr/server/seed/demoValues.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '@ftr/server/testing/embedded.ts';
import { dayRecords, FIRST_DAY, operationOn, SCALE_SITES, SETUP_TODAY, type ScaleSpec } from './scaleData.ts';

/**
 * Enters a data set's values as the demo seed enters its history (server/src/seed/demoValues.ts), through
 * data entry's own submission path (POST /data's decision, rules and append): per factory day, each site's
 * author (demoAuthor) submits the day's sheet an hour after the factory day ended (the clock is moved there, so the
 * audit trail's times are the plant's), the sites side by side, and the next day waits for the projector to
 * have applied them. Returns the number of values entered.
 */
export const enterValues = async (server: EmbeddedServer, spec: ScaleSpec, setClock: (at: Date) => void): Promise<number> => {
  const { infra, projector } = server;
  let clockNow = new Date(0);
  const clock = {
    now: () => clockNow,
  };
  const moveTo = (at: Date) => {
    clockNow = at;
    setClock(at);
  };
  const deps: CommandDeps = {
    eventStore: infra.eventStore,
    // Data entry does not sign tokens; the command deps carry a token service all the same.
    tokens: createTokenService(new TextEncoder().encode('scale-bench-unused-secret-0123456789'), clock),
    clock,
    readModels: createCommandReadModels(infra.readStore),
  };
  const valueDeps: DataValueDeps = {
    ...deps,
    waitForReadSide: projector.waitFor,
    weeks: createWeekCache(infra.eventStore, SCALE_SITES.length * 2),
    newId: () => randomUUIDv7(),
  };
  const operations = demoOperations(SETUP_TODAY);
  // A site's supervisor where it has one with HISTORIC_DATA, else the administrator (as the demo seed chooses).
  const users = [...demoUsers(DEMO_PASSWORD), adminUser(ADMIN_PASSWORD)];
  const started = performance.now();
  let values = 0;
  for (let day = 0; day < spec.days; day += 1) {
    const date = addDays(FIRST_DAY, day);
    moveTo(new Date(`${date}T08:00:00Z`));
    const positions = await Promise.all(
      SCALE_SITES.map(async (site) => {
        const records = dayRecords(spec, site, day, operationOn(operations, site, date));
        if (records.length === 0) return 0n;
        const submissionId = randomUUID();
        const author = demoAuthor(site, users);
        const metadata = { ...systemMetadata(site, clock, author.sub), submissionId };
        const result = await submitWithMetadata(valueDeps, author, { submissionId, records }, metadata);
        values += records.length;
        return BigInt(result.position);
      }),
    );
    const last = positions.reduce((a, b) => (a > b ? a : b), 0n);
    if (!(await projector.waitFor(last, 600_000))) throw new Error(`scale store: the projector did not apply ${date} in 10 minutes`);
    if (day % 20 === 19 || day === spec.days - 1) {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  ${spec.name}: ${date} done, ${values.toLocaleString('en-GB')} values in ${seconds.toFixed(0)} s (${Math.round(values / seconds).toLocaleString('en-GB')} values/s)`,
      );
    }
  }
  return values;
};
