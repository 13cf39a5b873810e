import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { FACTORY_SITES } from '@ftr/contracts';
import { SESSIONS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { withCatalogue } from '@ftr/infra/eventstore/catalogue.ts';
import { createSqliteEventStore } from '@ftr/infra/eventstore/sqlite.ts';
import { OPERATIONS_COLLECTION, type OperationDoc } from '@ftr/read-models/operations/projection.ts';
import { projections } from '@ftr/projector/projections.ts';
import { readCheckpoint, rebuildReadModels } from '@ftr/projector/runtime/projector.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { perSecond } from './stats.ts';
import { planLog, writeLog, type Expected, type LogShape } from './replayLog.ts';
import { openReplayStores } from './replayStores.ts';
import { withTempDir } from './tempDir.ts';

/**
 * A micro-bench, kept beside the realistic replay (replayRealistic.ts): a synthetic log of operation and
 * session events only, no data values, so it says nothing of a plant's rebuild. Replay speed of `rebuildReadModels` (what `npm run rebuild` runs) with the real
 * projections, the embedded read store and an in-process notice bus, over a history the projections
 * handle. The history is written through the real store into an in-memory database and copied to a
 * file (set-up only); the replay runs on the production connection settings (WAL; event log synchronous=FULL, read models NORMAL)
 * and, as in production, through the event catalogue (withCatalogue: events at the current version are trusted, not parsed).
 */
const fill = async (path: string, shape: LogShape): Promise<{ expected: Expected; fillMs: number }> => {
  const { jobs, expected } = planLog(shape);
  const db = new DatabaseSync(':memory:');
  try {
    const store = withCatalogue(createSqliteEventStore(db));
    const started = performance.now();
    await writeLog(store, jobs);
    await store.close();
    db.prepare('VACUUM INTO ?').run(path);
    return { expected, fillMs: performance.now() - started };
  } finally {
    db.close();
  }
};

const check = (problems: string[], what: string, actual: unknown, expected: unknown): void => {
  if (actual !== expected) problems.push(`${what}: expected ${String(expected)}, got ${String(actual)}`);
};

/** The read models must be exactly what the history implies, or the figure means nothing. */
const verify = async (readStore: ReadStore, expected: Expected, head: bigint | undefined, changes: number): Promise<string[]> => {
  const problems: string[] = [];
  check(problems, 'operations', await readStore.count(OPERATIONS_COLLECTION), expected.operations);
  for (const site of FACTORY_SITES) {
    check(
      problems,
      `operations at ${site}`,
      await readStore.count(OPERATIONS_COLLECTION, { where: { SITE: site } }),
      expected.operationsPerSite,
    );
  }
  check(problems, 'sessions', await readStore.count(SESSIONS_COLLECTION), expected.sessions);
  check(problems, 'open sessions', await readStore.count(SESSIONS_COLLECTION, { where: { endedAt: null } }), expected.openSessions);
  for (const sample of expected.samples) {
    const doc = await readStore.get<OperationDoc>(OPERATIONS_COLLECTION, sample.id);
    check(problems, `END_DATE of ${sample.id}`, doc?.END_DATE, sample.endDate);
  }
  check(problems, 'checkpoint', (await readCheckpoint(readStore, 'main'))?.toString(), head?.toString());
  check(problems, 'changes published', changes, expected.events);
  return problems;
};

export const benchReplay = (shape: LogShape): Promise<SectionResult> =>
  withTempDir('replay', async (dir) => {
    const path = join(dir, 'ftr.sqlite');
    const { expected, fillMs } = await fill(path, shape);
    const stores = openReplayStores(path);
    try {
      const { eventStore, readStore, noticeBus } = stores;
      let notices = 0;
      let changes = 0;
      await noticeBus.subscribe((notice) => {
        notices += 1;
        changes += notice.changes.length;
      });
      const started = performance.now();
      const head = await rebuildReadModels({ eventStore, readStore, noticeBus, projections });
      const replayMs = performance.now() - started;
      const problems = await verify(readStore, expected, head, changes);
      const eventsPerSecond = perSecond(expected.events, replayMs);
      return {
        title: `(b micro) Projection replay of a synthetic log (operations and sessions, no values): rebuildReadModels over ${formatNumber(expected.events)} events, real projections, event log FULL + read models NORMAL, WAL`,
        rows: [
          ['events in the log', formatNumber(expected.events)],
          ['log written in (set-up, in memory, then copied)', `${formatNumber(fillMs)} ms`],
          ['replay time', `${formatNumber(replayMs)} ms`],
          ['replay events/s', formatNumber(eventsPerSecond)],
          ['batches committed (notices)', formatNumber(notices)],
          [
            'operations / sessions (open) in read models',
            `${formatNumber(expected.operations)} / ${formatNumber(expected.sessions)} (${formatNumber(expected.openSessions)})`,
          ],
          [
            'read models verified',
            problems.length === 0
              ? `yes (${expected.samples.length} sampled documents, counts, checkpoint)`
              : `NO: ${problems.slice(0, 3).join('; ')}`,
          ],
        ],
        metrics: [
          problems.length === 0
            ? { name: '(b micro) synthetic replay', measured: eventsPerSecond, unit: 'events/s', target: 108_000, direction: 'at least' }
            : {
                name: '(b micro) synthetic replay',
                measured: eventsPerSecond,
                unit: 'events/s',
                target: 108_000,
                direction: 'at least',
                error: `read models wrong: ${problems.join('; ')}`,
              },
        ],
      };
    } finally {
      await stores.close();
    }
  });
