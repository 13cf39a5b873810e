import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import {
  addDays,
  factoryDayStart,
  recalcStream,
  valuesStream,
  type AnyStoredEvent,
  type RecalculationRequested,
  type StoredEvent,
} from '@ftr/contracts';
import { runJob } from '@ftr/command-service/recalculation/runJob.ts';
import { createWeekCache } from '@ftr/command-service/dataValues/weekCache.ts';
import { withCatalogue, type CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { createSqliteEventStore } from '@ftr/infra/eventstore/sqlite.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { adminUser, demoOperations, demoUsers } from '@ftr/server/seed/demoPlant.ts';
import { demoParameters, type FactorySite } from '@ftr/server/seed/demoParameters.ts';
import { demoAuthor } from '@ftr/server/seed/demoValues.ts';
import { demoComments } from '@ftr/server/seed/demoComments.ts';
import { demoValues, operationOn } from '@ftr/server/seed/demoValuesGenerator.ts';
import { seededRandom } from '@ftr/server/seed/demoValuesRandom.ts';
import { startTestServer } from '@ftr/server/testing/embedded.ts';
import { ccfAppends, commentAppend, correctionEvent, submittedEvents, tagAppends, type Append } from './realisticDay.ts';

/**
 * A realistic event log for the replay bench: the demo plant (its setup through the real seed), then per
 * factory day and site, in time order, what the plant's log holds day after day: the day's readings from
 * the demo's own generator (one submission, one value event per code), a correction with a reason on
 * about one day in four, the recalculation the grid asks for after a submit (run by the real
 * recalculation job, which computes the calculated values), the CCFs the demo's excursions raise, shift
 * comments and process tag readings. Every append goes through the event catalogue (validated).
 *
 * A bench fixture, not a product write path: the log is appended straight into a fresh store (its
 * own connection, synchronous=OFF, no read side waited for), which is what makes a site-year take
 * seconds rather than the hours entering it through data entry would.
 */
export interface RealisticShape {
  sites: readonly FactorySite[];
  /** Factory days of values before today (at most 420: the demo's operations reach that far back). */
  days: number;
}

export interface RealisticLog {
  events: number;
  /** Values carried by value events (submitted, corrected and recalculated cells). */
  values: number;
  byType: Record<string, number>;
  /** Distinct (site, code, factory date) documents of the values read model. */
  valueDays: number;
  /** Value events (audit trail entries). */
  valueEvents: number;
  /** Submissions correcting earlier values, each change with its reason. */
  corrections: number;
}

/** The demo's clock: 10:30 UTC on 25 Nov 2026, factory date 2026-11-26. */
export const REALISTIC_NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';

/** The demo plant's setup (users, parameters, screens, operations, CCF settings...) through the real seed. */
const seedSetup = async (path: string) => {
  const server = await startTestServer({ now: REALISTIC_NOW, demoDays: 0 });
  const source = new DatabaseSync(join(server.dataDir, 'ftr.sqlite'));
  source.prepare('VACUUM INTO ?').run(path);
  source.close();
  return server;
};

const countValues = (appended: Append[], log: RealisticLog, valueDays: Set<string>): void => {
  for (const { events } of appended) {
    for (const event of events) {
      log.events += 1;
      log.byType[event.type] = (log.byType[event.type] ?? 0) + 1;
      if (event.type === 'ParameterValuesSubmitted' || event.type === 'ParameterValuesRecalculated') {
        const data = event.data as { site: string; changes: { code: string; date: string }[] };
        const first = data.changes[0];
        log.values += data.changes.length;
        log.valueEvents += 1;
        if (first) valueDays.add(`${data.site}_${first.code}_${first.date}`);
      }
    }
  }
};

/** Writes the realistic log into a new store file at `path`. */
export const writeRealisticLog = async (path: string, shape: RealisticShape): Promise<RealisticLog> => {
  const server = await seedSetup(path);
  const db = new DatabaseSync(path);
  db.exec('PRAGMA synchronous = OFF');
  const store: CatalogueEventStore = withCatalogue(createSqliteEventStore(db));
  const log: RealisticLog = { events: 0, values: 0, byType: {}, valueDays: 0, valueEvents: 0, corrections: 0 };
  const valueDays = new Set<string>();
  try {
    log.events = Number((await store.headPosition()) ?? 0n);
    const readModels = createCommandReadModels(server.infra.readStore);
    // As the demo seed: each site's values are entered by its own supervisor, else the administrator.
    const users = [...demoUsers(''), adminUser('')];
    const operations = demoOperations(TODAY);
    const weeks = createWeekCache(store, shape.sites.length * 2);
    const plans = shape.sites.map((site) => {
      const siteOps = operations.filter((op) => op.site === site);
      const values = demoValues({ site, today: TODAY, days: shape.days, operations: siteOps });
      const parameters = new Map(demoParameters(site).map((p) => [p.CODE, p]));
      const excursions = values.excursions
        .filter((e) => e.kind !== 'check' && typeof parameters.get(e.code)?.CCF_ANALYSIS === 'string')
        .map((e) => ({
          ...e,
          id: randomUUID(),
          ccfAnalysis: parameters.get(e.code)?.CCF_ANALYSIS ?? null,
          ccfType: parameters.get(e.code)?.CCF_TYPE ?? null,
        }));
      const days = new Map(values.days.map((day) => [day.date, day]));
      return { site, author: demoAuthor(site, users).sub, siteOps, days, excursions, random: seededRandom(`${site}:replay`) };
    });
    const append = async (appends: Append[]): Promise<void> => {
      for (const { stream, events } of appends) await store.append(stream, events, 'any');
      countValues(appends, log, valueDays);
    };
    for (let back = shape.days; back >= 1; back -= 1) {
      const date = addDays(TODAY, -back);
      const dayEnd = factoryDayStart(addDays(date, 1)).getTime();
      const clock = { now: () => new Date(dayEnd + 3_600_000) };
      for (const plan of plans) {
        const { site, author, random } = plan;
        const meta = (extra: Record<string, string> = {}) => {
          const id = randomUUID();
          return { userId: author, site, correlationId: id, causationId: id, timestamp: clock.now().toISOString(), ...extra };
        };
        const operation = operationOn(plan.siteOps, date)?.code;
        const day = plan.days.get(date);
        if (operation && day) {
          const submissionId = randomUUID();
          const stream = valuesStream(site, date);
          const submitted = submittedEvents(site, operation, submissionId, day.records);
          await append([{ stream, events: submitted.map((e) => ({ ...e, metadata: meta({ submissionId }) })) }]);
          if (random.next() < 0.25) {
            const correctionId = randomUUID();
            const correction = correctionEvent(site, operation, correctionId, day.records, random);
            if (correction) {
              await append([{ stream, events: [{ ...correction, metadata: meta({ submissionId: correctionId }) }] }]);
              log.corrections += 1;
            }
          }
          // The recalculation the grid asks for after a submit, for the day, run by the real job.
          const request: RecalculationRequested = {
            type: 'RecalculationRequested',
            data: { site, operation, from: date, through: date, requestedBy: author },
          };
          const requested = await store.append(recalcStream(site), [{ ...request, metadata: meta() }], 'any');
          const [stored] = await store.readStream(recalcStream(site), { fromRevision: requested.nextRevision });
          const before = (await store.headPosition()) ?? 0n;
          const jobDeps = { eventStore: store, readModels, clock, waitForReadSide: () => Promise.resolve(true), weeks };
          await runJob(jobDeps, stored as StoredEvent<RecalculationRequested>);
          countValues([{ stream: '', events: (await store.readAll(before, 100_000)).map((e: AnyStoredEvent) => e) }], log, valueDays);
          countValues([{ stream: '', events: [{ ...request, metadata: meta() }] }], log, valueDays);
        }
        const operationFor = (d: string) => operationOn(plan.siteOps, d)?.code;
        await append(ccfAppends(site, date, operationFor, plan.excursions, meta, (d) => addDays(d, 1)));
        await append(tagAppends(site, date, random, meta));
        const comments = demoComments(new Date(dayEnd - 1)).filter(
          (c) => c.site === site && c.at.getTime() >= factoryDayStart(date).getTime() && c.at.getTime() < dayEnd,
        );
        await append(comments.map((c) => commentAppend({ ...c, site }, meta())));
      }
    }
    log.valueDays = valueDays.size;
    return log;
  } finally {
    await store.close();
    db.close();
    await server.destroy();
  }
};
