// An export worker thread: opens its own connection to the read models once, then runs the exports it is
// sent one after the other, so the API's event loop stays free while rows are read and the file is
// compressed. Its owner terminates it to cancel an export.
import { parentPort, workerData } from 'node:worker_threads';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { runExport, TooWideError, type ExportJob } from './export.ts';
import type { WorkerReply, WorkerStart } from './workerProtocol.ts';

const openStore = async ({ store }: WorkerStart): Promise<ReadStore> => {
  switch (store.kind) {
    case 'sqlite': {
      const { openEmbeddedDatabase } = await import('@ftr/infra/sqlite/database.ts');
      const { createSqliteReadStore } = await import('@ftr/infra/readstore/sqlite.ts');
      const db = openEmbeddedDatabase(store.file, 'NORMAL');
      // An export reads each values document once: the 64 MB page cache of a long-lived connection would only
      // fill with pages it never reads again (docs/performance.md, "Scale").
      db.exec('PRAGMA cache_size = -8192');
      return createSqliteReadStore(db);
    }
    case 'mongodb': {
      const { createMongoReadStore } = await import('@ftr/infra/readstore/mongo.ts');
      return createMongoReadStore(store.url, store.db);
    }
    case 'postgres': {
      const { openPostgres } = await import('@ftr/infra/config/postgres.ts');
      const { createPostgresReadStore } = await import('@ftr/infra/readstore/postgres.ts');
      return createPostgresReadStore(openPostgres(store.url, { max: 2 }));
    }
  }
};

const reply = (message: WorkerReply) => parentPort?.postMessage(message);
const opened = openStore(workerData as WorkerStart);

const run = async (job: ExportJob) => {
  try {
    const outcome = await runExport(await opened, job, (done, total) => reply({ kind: 'progress', done, total }));
    reply({ kind: 'done', outcome });
  } catch (error) {
    reply(
      error instanceof TooWideError
        ? { kind: 'tooWide', limit: error.limit }
        : { kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    );
  }
};

parentPort?.on('message', (job: ExportJob) => void run(job));
