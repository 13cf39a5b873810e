// Test fixture: the embedded stores (one SQLite file in a temp folder), made anew for every test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { withCatalogue, type CatalogueEventStore } from '../eventstore/catalogue.ts';
import type { EventStore } from '../eventstore/port.ts';
import { createSqliteEventStore } from '../eventstore/sqlite.ts';
import { createInProcessNoticeBus } from '../notices/inProcess.ts';
import type { NoticeBus } from '../notices/port.ts';
import type { CollectionSpec, ReadStore } from '../readstore/port.ts';
import { createSqliteReadStore } from '../readstore/sqlite.ts';
import { openEmbeddedDatabase } from '../sqlite/database.ts';

export interface EmbeddedStores {
  db: DatabaseSync;
  /** Polls every 20 ms, so followers in a test catch up quickly; behind the event catalogue, as in production. */
  eventStore: CatalogueEventStore;
  /** The same store without the catalogue, for tests of a runtime with synthetic event types. */
  rawEventStore: EventStore;
  readStore: ReadStore;
  /** An in-process bus, for tests that run a projector. */
  noticeBus: NoticeBus;
}

/**
 * Registers a beforeEach that opens fresh stores in a new temp folder named `ftr-<prefix>-…` (and creates
 * `collections`, if given) and an afterEach that closes them and deletes the folder. Answers one object whose
 * fields are set anew before each test: read them inside hooks and tests, never at module load.
 * Hooks a file declares after this call run after the stores open (beforeEach) and after they close
 * (afterEach): declare cleanup that needs the stores (stopping followers) before it.
 */
export const useEmbeddedStores = (prefix: string, collections?: CollectionSpec[]): EmbeddedStores => {
  const stores = {} as EmbeddedStores;
  let dir = '';
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), `ftr-${prefix}-`));
    stores.db = openEmbeddedDatabase(join(dir, 'ftr.sqlite'));
    stores.rawEventStore = createSqliteEventStore(stores.db, { pollIntervalMs: 20 });
    stores.eventStore = withCatalogue(stores.rawEventStore);
    stores.readStore = createSqliteReadStore(stores.db);
    stores.noticeBus = createInProcessNoticeBus();
    if (collections) await stores.readStore.ensureCollections(collections);
  });
  afterEach(async () => {
    await stores.noticeBus.close();
    await stores.eventStore.close();
    stores.db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return stores;
};
