import { withCatalogue } from '@ftr/infra/eventstore/catalogue.ts';
import { createSqliteEventStore } from '@ftr/infra/eventstore/sqlite.ts';
import { createInProcessNoticeBus } from '@ftr/infra/notices/inProcess.ts';
import { createSqliteReadStore } from '@ftr/infra/readstore/sqlite.ts';
import { openEmbeddedDatabase } from '@ftr/infra/sqlite/database.ts';

/**
 * The stores a replay bench rebuilds on, opened as in production (infra/src/config/infrastructure.ts): the event
 * log's connection FULL, the read models' NORMAL, an in-process notice bus. `close` closes all of them.
 */
export const openReplayStores = (path: string) => {
  const db = openEmbeddedDatabase(path);
  const readDb = openEmbeddedDatabase(path, 'NORMAL');
  const eventStore = withCatalogue(createSqliteEventStore(db));
  const readStore = createSqliteReadStore(readDb);
  const noticeBus = createInProcessNoticeBus();
  return {
    eventStore,
    readStore,
    noticeBus,
    async close() {
      await noticeBus.close();
      await readStore.close();
      await eventStore.close();
      readDb.close();
      db.close();
    },
  };
};
