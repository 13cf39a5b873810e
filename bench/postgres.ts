import { join } from 'node:path';
import { openPostgres } from '@ftr/infra/config/postgres.ts';
import { withCatalogue } from '@ftr/infra/eventstore/catalogue.ts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { createPostgresEventStore } from '@ftr/infra/eventstore/postgres.ts';
import { createSqliteEventStore } from '@ftr/infra/eventstore/sqlite.ts';
import { createInProcessNoticeBus } from '@ftr/infra/notices/inProcess.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { createPostgresReadStore } from '@ftr/infra/readstore/postgres.ts';
import { createSqliteReadStore } from '@ftr/infra/readstore/sqlite.ts';
import { openEmbeddedDatabase } from '@ftr/infra/sqlite/database.ts';
import { createTestDatabase, postgresAvailable, TEST_POSTGRES_URL } from '@ftr/infra/testing/postgres.ts';
import { OPERATIONS_COLLECTION } from '@ftr/read-models/operations/projection.ts';
import { projections } from '@ftr/projector/projections.ts';
import { rebuildReadModels } from '@ftr/projector/runtime/projector.ts';
import { formatNumber, type Metric, type SectionResult } from './report.ts';
import { planLog, writeLog, type LogShape } from './replayLog.ts';
import { percentile, perSecond } from './stats.ts';
import { makeSubmission } from './submissions.ts';
import { withTempDir } from './tempDir.ts';

/**
 * The two store pairs one can run the product on without Docker, side by side in one run: the embedded
 * SQLite file and PostgreSQL (docs/postgres.md). For each: appends (one writer, then several at once),
 * a replay of the real projections over a history (`npm run rebuild`'s work) and read latency of the read
 * models. PostgreSQL is the one on BENCH_POSTGRES_URL (default: the tests' server), in a database of its own.
 */
export interface PairOptions {
  submissions: number;
  valuesPerSubmission: number;
  writers: number;
  log: LogShape;
  loads: number;
}

interface Pair {
  eventStore: EventStore;
  readStore: ReadStore;
  close(): Promise<void>;
}

interface Figures {
  appendsPerSecond: number;
  concurrentAppendsPerSecond: number;
  replayEventsPerSecond: number;
  getP50: number;
  getP99: number;
  findP50: number;
  findP99: number;
}

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

const measure = async (pair: Pair, options: PairOptions): Promise<Figures> => {
  const store = withCatalogue(pair.eventStore);
  const appendAll = async (from: number, to: number) => {
    for (let index = from; index < to; index += 1) {
      const submission = makeSubmission(index, options.valuesPerSubmission);
      await store.append(submission.stream, submission.events, 'no_stream');
    }
  };
  const single = await timed(() => appendAll(0, options.submissions));
  const each = Math.floor(options.submissions / options.writers);
  const concurrent = await timed(() =>
    Promise.all(
      Array.from({ length: options.writers }, (_, w) => appendAll(options.submissions * (w + 2), options.submissions * (w + 2) + each)),
    ),
  );

  const { jobs, expected } = planLog(options.log);
  await writeLog(store, jobs);
  const head = await pair.eventStore.headPosition();
  const replayMs = await timed(() =>
    rebuildReadModels({ eventStore: store, readStore: pair.readStore, noticeBus: createInProcessNoticeBus(), projections }),
  );
  if ((await pair.readStore.count(OPERATIONS_COLLECTION)) !== expected.operations)
    throw new Error('the replay did not project every operation');
  const events = Number(head ?? 0n);

  const gets: number[] = [];
  const finds: number[] = [];
  for (let load = 0; load < options.loads; load += 1) {
    const sample = expected.samples[load % expected.samples.length];
    if (!sample) break;
    gets.push(await timed(() => pair.readStore.get(OPERATIONS_COLLECTION, sample.id)));
    finds.push(
      await timed(() =>
        pair.readStore.find(OPERATIONS_COLLECTION, {
          where: { SITE: 'BA' },
          sort: [{ field: 'START_DATE', direction: 'desc' }],
          limit: 50,
        }),
      ),
    );
  }
  return {
    appendsPerSecond: perSecond(options.submissions, single),
    concurrentAppendsPerSecond: perSecond(each * options.writers, concurrent),
    replayEventsPerSecond: perSecond(events, replayMs),
    getP50: percentile(gets, 50),
    getP99: percentile(gets, 99),
    findP50: percentile(finds, 50),
    findP99: percentile(finds, 99),
  };
};

const sqlitePair = (dir: string): Pair => {
  const path = join(dir, 'ftr.sqlite');
  const events = openEmbeddedDatabase(path, 'FULL');
  const reads = openEmbeddedDatabase(path, 'NORMAL');
  const eventStore = createSqliteEventStore(events);
  return {
    eventStore,
    readStore: createSqliteReadStore(reads),
    async close() {
      await eventStore.close();
      events.close();
      reads.close();
    },
  };
};

const postgresPair = async (url: string): Promise<Pair> => {
  const database = await createTestDatabase(url, 'ftr_bench');
  const connection = openPostgres(database.url);
  const eventStore = await createPostgresEventStore(connection);
  return {
    eventStore,
    readStore: await createPostgresReadStore(connection),
    async close() {
      await eventStore.close();
      await connection.close();
      await database.drop();
    },
  };
};

const rowsOf = (label: string, figures: Figures, options: PairOptions): [string, string][] => [
  [`${label}: appends/s, one writer (${options.valuesPerSubmission} events each)`, formatNumber(figures.appendsPerSecond)],
  [`${label}: appends/s, ${options.writers} writers at once`, formatNumber(figures.concurrentAppendsPerSecond)],
  [`${label}: replay (rebuild), events/s`, formatNumber(figures.replayEventsPerSecond)],
  [`${label}: read by id, p50 / p99 ms`, `${formatNumber(figures.getP50, 2)} / ${formatNumber(figures.getP99, 2)}`],
  [`${label}: find 50 by site sorted, p50 / p99 ms`, `${formatNumber(figures.findP50, 2)} / ${formatNumber(figures.findP99, 2)}`],
];

const metricsOf = (label: string, figures: Figures): Metric[] => [
  { name: `${label} appends/s`, measured: figures.appendsPerSecond, unit: '/s' },
  { name: `${label} replay events/s`, measured: figures.replayEventsPerSecond, unit: '/s' },
  { name: `${label} find p99`, measured: figures.findP99, unit: 'ms', digits: 2 },
];

export const benchStorePairs = (options: PairOptions): Promise<SectionResult> =>
  withTempDir('pairs', async (dir) => {
    const rows: [string, string][] = [];
    const metrics: Metric[] = [];
    const sqlite = sqlitePair(dir);
    try {
      const figures = await measure(sqlite, options);
      rows.push(...rowsOf('SQLite', figures, options));
      metrics.push(...metricsOf('SQLite', figures));
    } finally {
      await sqlite.close();
    }
    const url = process.env['BENCH_POSTGRES_URL'] ?? TEST_POSTGRES_URL;
    if (!postgresAvailable(url)) {
      rows.push(['PostgreSQL', `not measured: no PostgreSQL answers at ${new URL(url).host}`]);
      return { title: '(stores) SQLite beside PostgreSQL', rows, metrics };
    }
    const postgres = await postgresPair(url);
    try {
      const figures = await measure(postgres, options);
      rows.push(...rowsOf('PostgreSQL', figures, options));
      metrics.push(...metricsOf('PostgreSQL', figures));
    } finally {
      await postgres.close();
    }
    return { title: '(stores) SQLite beside PostgreSQL', rows, metrics };
  });
