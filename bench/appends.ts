import { randomUUIDv7 } from 'node:crypto';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { withCatalogue } from '@ftr/infra/eventstore/catalogue.ts';
import { createSqliteEventStore } from '@ftr/infra/eventstore/sqlite.ts';
import { openEmbeddedDatabase } from '@ftr/infra/sqlite/database.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { EVENT_LOG_SCHEMA, PLAIN_SCHEMA, rawInserter, rowBytes, toRawRows, type RawRow } from './rawInserts.ts';
import { percentile, perSecond } from './stats.ts';
import { makeSubmission, type Submission } from './submissions.ts';
import { withTempDir } from './tempDir.ts';

/**
 * The embedded event store's append rate, behind the event catalogue as in production
 * (each event validated and stamped), for batched submissions (one append of `valuesPerSubmission` value
 * changes each, to a fresh stream, expected 'no_stream') against raw
 * node:sqlite inserts of the same rows in transactions of the same size. Every contender has its own
 * file opened with openEmbeddedDatabase (synchronous=FULL, WAL); they take turns in rounds, in a
 * rotating order, so that disk noise hits all alike. Two diagnostic contenders show where the gap
 * comes from: raw rows into a table with the event log's keys (random ids), and the event store fed
 * time-ordered event ids (crypto.randomUUIDv7, Node >= 24.16); a third, the adapter without the catalogue
 * check, shows what validating and stamping each event costs.
 */
export interface AppendOptions {
  submissions: number;
  valuesPerSubmission: number;
  rounds: number;
  /** Also time the diagnostic contenders (the event log's schema without the adapter). */
  diagnose: boolean;
}

interface Contender {
  label: string;
  /** Runs submissions [from, to) and returns the elapsed ms. */
  run(from: number, to: number): Promise<number>;
  ms: number;
}

const countRows = (db: DatabaseSync, table: string): number => Number(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.['n']);

export const benchAppends = (options: AppendOptions): Promise<SectionResult> =>
  withTempDir('appends', async (dir) => {
    const { submissions: count, valuesPerSubmission: size, rounds } = options;
    const databases: DatabaseSync[] = [];
    const open = (name: string): DatabaseSync => {
      const db = openEmbeddedDatabase(join(dir, `${name}.sqlite`));
      databases.push(db);
      return db;
    };
    try {
      const warmUp = Array.from({ length: 50 }, (_, index) => makeSubmission(1_000_000 + index, size));
      const submissions = Array.from({ length: count }, (_, index) => makeSubmission(index, size));
      const events = count * size;

      const withV7Ids = (list: Submission[]): Submission[] =>
        list.map((submission) => ({ ...submission, events: submission.events.map((event) => ({ ...event, id: randomUUIDv7() })) }));
      const eventStore = async (name: string, prepare: (list: Submission[]) => Submission[], checked = true) => {
        const db = open(name);
        const adapter = createSqliteEventStore(db);
        const store = checked ? withCatalogue(adapter) : adapter;
        const batches = prepare(submissions);
        const latencies: number[] = [];
        const append = async (batch: Submission[], record: boolean): Promise<number> => {
          const started = performance.now();
          for (const submission of batch) {
            const t0 = performance.now();
            await store.append(submission.stream, submission.events, 'no_stream');
            if (record) latencies.push(performance.now() - t0);
          }
          return performance.now() - started;
        };
        await append(prepare(warmUp), false);
        return { db, store, latencies, run: (from: number, to: number) => append(batches.slice(from, to), true) };
      };
      /** Warm-up (not timed) on every file: first pages, WAL file, statement caches, JIT. */
      const raw = (name: string, schema: string) => {
        const db = open(name);
        const insert = rawInserter(db, schema);
        const rows: RawRow[][] = submissions.map((submission) => toRawRows(submission));
        insert(warmUp.map((submission) => toRawRows(submission)));
        return { db, rows, run: (from: number, to: number) => Promise.resolve(insert(rows.slice(from, to))) };
      };
      const store = await eventStore('store', (list) => list);
      const plain = raw('raw', PLAIN_SCHEMA);
      const contenders: Contender[] = [
        { label: 'event store', run: store.run, ms: 0 },
        { label: 'raw node:sqlite, plain table', run: plain.run, ms: 0 },
      ];
      const rawV4 = options.diagnose ? raw('raw-event-keys', EVENT_LOG_SCHEMA) : undefined;
      const storeV7 = options.diagnose ? await eventStore('store-v7', withV7Ids) : undefined;
      const unchecked = options.diagnose ? await eventStore('store-unchecked', (list) => list, false) : undefined;
      if (rawV4) contenders.push({ label: 'diagnosis: raw rows, event-log keys, random ids', run: rawV4.run, ms: 0 });
      if (storeV7) contenders.push({ label: 'diagnosis: event store, time-ordered (v7) event ids', run: storeV7.run, ms: 0 });
      if (unchecked) contenders.push({ label: 'diagnosis: event store without the catalogue check', run: unchecked.run, ms: 0 });

      const perRound = Math.ceil(count / rounds);
      for (let round = 0; round < rounds; round += 1) {
        const from = round * perRound;
        const to = Math.min(count, from + perRound);
        for (let turn = 0; turn < contenders.length; turn += 1) {
          const contender = contenders[(round + turn) % contenders.length];
          if (contender) contender.ms += await contender.run(from, to);
        }
      }

      // Honesty checks: every event and every raw row landed.
      const expected = (warmUp.length + count) * size;
      const landed = [
        ...[store, ...(storeV7 ? [storeV7] : []), ...(unchecked ? [unchecked] : [])].map((contender) => countRows(contender.db, 'events')),
        ...[plain, ...(rawV4 ? [rawV4] : [])].map((contender) => countRows(contender.db, 'raw_rows')),
      ];
      if (landed.some((n) => n !== expected)) throw new Error(`appends: expected ${expected} rows everywhere, found ${landed.join(', ')}`);
      await store.store.close();
      await storeV7?.store.close();
      await unchecked?.store.close();

      const [storeResult, plainResult, ...diagnosed] = contenders;
      const storeMs = storeResult?.ms ?? Number.NaN;
      const plainMs = plainResult?.ms ?? Number.NaN;
      const storeRate = perSecond(events, storeMs);
      const plainRate = perSecond(events, plainMs);
      const ratio = (100 * storeRate) / plainRate;
      const bytes = plain.rows.flat().reduce((sum, row) => sum + rowBytes(row), 0) / events;
      const ms = (value: number) => `${formatNumber(value, 2)} ms`;
      return {
        title: `(a) Embedded appends: ${formatNumber(count)} submissions x ${size} value changes, synchronous=FULL, WAL, temp files (${rounds} rotating rounds)`,
        rows: [
          ['serialised row size (average)', `${formatNumber(bytes)} bytes`],
          ['event store: time', `${formatNumber(storeMs)} ms`],
          ['event store: submissions/s', formatNumber(perSecond(count, storeMs))],
          ['event store: events/s', formatNumber(storeRate)],
          ['event store: one append p50 / p99', `${ms(percentile(store.latencies, 50))} / ${ms(percentile(store.latencies, 99))}`],
          ['raw node:sqlite, plain table: time', `${formatNumber(plainMs)} ms`],
          ['raw node:sqlite, plain table: rows/s', formatNumber(plainRate)],
          ['event store / raw', `${formatNumber(ratio, 1)} %`],
          ...diagnosed.map((contender): [string, string] => [
            `${contender.label}: rows/s`,
            `${formatNumber(perSecond(events, contender.ms))} = ${formatNumber((100 * plainMs) / contender.ms, 1)} % of raw`,
          ]),
        ],
        metrics: [
          { name: '(a) embedded appends, 50-value submissions', measured: storeRate, unit: 'events/s' },
          { name: '(a) embedded appends, 50-value submissions', measured: perSecond(count, storeMs), unit: 'submissions/s' },
          { name: '(a) raw node:sqlite, transactions of 50 rows', measured: plainRate, unit: 'rows/s' },
          { name: '(a) embedded appends / raw node:sqlite', measured: ratio, unit: '%', target: 49, direction: 'at least', digits: 1 },
        ],
      };
    } finally {
      for (const db of databases) db.close();
    }
  });
