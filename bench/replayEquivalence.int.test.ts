import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { READ_MODELS } from '@ftr/contracts';
import { withCatalogue, type CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { createSqliteEventStore } from '@ftr/infra/eventstore/sqlite.ts';
import { createInProcessNoticeBus } from '@ftr/infra/notices/inProcess.ts';
import { CHECKPOINTS } from '@ftr/infra/readstore/checkpoints.ts';
import type { Doc, ReadStore } from '@ftr/infra/readstore/port.ts';
import { createSqliteReadStore } from '@ftr/infra/readstore/sqlite.ts';
import { openEmbeddedDatabase } from '@ftr/infra/sqlite/database.ts';
import { projections } from '@ftr/projector/projections.ts';
import { readCheckpoint, rebuildReadModels, startProjector } from '@ftr/projector/runtime/projector.ts';
import { writeRealisticLog, type RealisticLog } from './realisticLog.ts';

/**
 * The batched rebuild (`npm run rebuild`: batches of thousands of events, folded documents opened and
 * closed once per batch, per-event documents not looked for) must leave every read model exactly as
 * live projection does, one event per batch with its checkpoint. Both run over the same generated log
 * (two sites, a month boundary crossed: values, corrections with reasons, recalculations, CCFs,
 * comments, tag readings) and every collection's documents are compared.
 */
const DAYS = 30;
/** Several rebuild batches over the log (the store's own batches are larger than this log). */
const REBUILD_BATCH = 1_500;

interface Opened {
  db: DatabaseSync;
  readDb: DatabaseSync;
  eventStore: CatalogueEventStore;
  readStore: ReadStore;
  close(): Promise<void>;
}

const open = (path: string): Opened => {
  const db = openEmbeddedDatabase(path);
  const readDb = openEmbeddedDatabase(path, 'NORMAL');
  const eventStore = withCatalogue(createSqliteEventStore(db, { pollIntervalMs: 20 }));
  const readStore = createSqliteReadStore(readDb);
  return {
    db,
    readDb,
    eventStore,
    readStore,
    close: async () => {
      await readStore.close();
      await eventStore.close();
      readDb.close();
      db.close();
    },
  };
};

/**
 * The store's events handed to the subscriber in batches of at most `size`: one at a time as live
 * projection meets them, or in several rebuild batches (documents carried from one batch to the next).
 */
const inBatchesOf = (store: CatalogueEventStore, size: number): CatalogueEventStore => ({
  ...store,
  subscribeToAll: (options) =>
    store.subscribeToAll({
      ...options,
      onEvents: async (events) => {
        for (let at = 0; at < events.length; at += size) await options.onEvents(events.slice(at, at + size));
      },
    }),
});

const everyDocument = async (readStore: ReadStore): Promise<Map<string, Doc[]>> => {
  const all = new Map<string, Doc[]>();
  for (const { collection } of projections) {
    const docs = await readStore.find(collection.name, { sort: [{ field: '_id', direction: 'asc' }] });
    all.set(collection.name, docs);
  }
  return all;
};

let dir = '';
let log: RealisticLog;
let live: Map<string, Doc[]>;
let rebuilt: Map<string, Doc[]>;
let head: bigint | undefined;
let liveCheckpoint: bigint | undefined;
let rebuiltCheckpoint: bigint | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ftr-replay-equivalence-'));
  const livePath = join(dir, 'live.sqlite');
  const rebuildPath = join(dir, 'rebuild.sqlite');
  log = await writeRealisticLog(livePath, { sites: ['BA', 'NE'], days: DAYS });
  copyFileSync(livePath, rebuildPath);

  const one = open(livePath);
  await one.readStore.dropAll();
  head = await one.eventStore.headPosition();
  const noticeBus = createInProcessNoticeBus();
  const projector = await startProjector({ eventStore: inBatchesOf(one.eventStore, 1), readStore: one.readStore, noticeBus, projections });
  const reached = head !== undefined && (await projector.waitFor(head, 600_000));
  await projector.stop();
  if (!reached) throw new Error('live projection did not reach the head of the log');
  live = await everyDocument(one.readStore);
  liveCheckpoint = await readCheckpoint(one.readStore, 'main');
  await noticeBus.close();
  await one.close();

  const batched = open(rebuildPath);
  const rebuildBus = createInProcessNoticeBus();
  await rebuildReadModels({
    eventStore: inBatchesOf(batched.eventStore, REBUILD_BATCH),
    readStore: batched.readStore,
    noticeBus: rebuildBus,
    projections,
  });
  rebuilt = await everyDocument(batched.readStore);
  rebuiltCheckpoint = await readCheckpoint(batched.readStore, 'main');
  await rebuildBus.close();
  await batched.close();
}, 900_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a rebuild in batches and live projection one event at a time', () => {
  it('project a log holding every kind of day-to-day event', () => {
    for (const type of [
      'ParameterValuesSubmitted',
      'ParameterValuesRecalculated',
      'RecalculationRequested',
      'CcfRaised',
      'CcfPendingClose',
      'CommentPosted',
      'ProcessTagReadingsRecorded',
    ]) {
      expect(log.byType[type] ?? 0).toBeGreaterThan(0);
    }
    expect(log.corrections).toBeGreaterThan(0);
    // The values crossed a month boundary: a month summary was closed and another opened.
    const months = new Set((rebuilt.get(READ_MODELS.dataSummary) ?? []).map((doc) => doc['MONTH']));
    expect(months.size).toBeGreaterThan(1);
  });

  it('reach the same checkpoint', () => {
    expect(liveCheckpoint).toBe(head);
    expect(rebuiltCheckpoint).toBe(head);
  });

  it.each(projections.map((p) => p.collection.name).filter((name) => name !== CHECKPOINTS))('leave %s the same', (name) => {
    expect(rebuilt.get(name)).toEqual(live.get(name));
  });

  it('fill the value read models', () => {
    expect(rebuilt.get(READ_MODELS.parameterValues)).toHaveLength(log.valueDays);
    expect(rebuilt.get(READ_MODELS.auditTrail)).toHaveLength(log.valueEvents);
  });
});
