import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { withCatalogue, type CatalogueEventStore } from '../eventstore/catalogue.ts';
import type { NoticeBus } from '../notices/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { Durability } from '../sqlite/database.ts';
import type { EventStoreKind, ReadStoreKind, Settings } from './env.ts';
import type { PostgresConnection } from './postgres.ts';
import { redisNames } from './redisNames.ts';

export interface Infrastructure {
  /** Every adapter behind the event catalogue: appends checked and stamped, reads typed and upcast. */
  eventStore: CatalogueEventStore;
  readStore: ReadStore;
  noticeBus: NoticeBus;
  /** Which adapter serves each port, for logs and /api/ready. */
  modes: { eventStore: EventStoreKind; readStore: ReadStoreKind; notices: 'in-process' | 'redis' };
  close(): Promise<void>;
}

/** The embedded database file (event log and read models) of a data folder. */
export const embeddedDatabaseFile = (settings: Pick<Settings, 'dataDir'>): string => join(settings.dataDir, 'ftr.sqlite');

/** One adapter per port, chosen by environment; the embedded ones share one SQLite file (two connections). */
export const openInfrastructure = async (settings: Settings): Promise<Infrastructure> => {
  const connections: DatabaseSync[] = [];
  const embeddedDb = async (durability: Durability) => {
    const { openEmbeddedDatabase } = await import('../sqlite/database.ts');
    const db = openEmbeddedDatabase(embeddedDatabaseFile(settings), durability);
    connections.push(db);
    return db;
  };
  // One pool serves both stores when both are in PostgreSQL.
  let postgres: PostgresConnection | undefined;
  const postgresConnection = async (): Promise<PostgresConnection> => {
    if (!settings.postgresUrl) throw new Error('POSTGRES_URL is not set');
    postgres ??= (await import('./postgres.ts')).openPostgres(settings.postgresUrl);
    return postgres;
  };
  const openEventStore = async () => {
    switch (settings.eventStore) {
      case 'eventstoredb':
        if (!settings.eventStoreUrl) throw new Error('EVENTSTORE_URL is not set');
        return (await import('../eventstore/esdb.ts')).createEsdbEventStore(settings.eventStoreUrl);
      case 'postgres':
        return (await import('../eventstore/postgres.ts')).createPostgresEventStore(await postgresConnection());
      case 'sqlite': {
        // Group commit: COMMIT writes the WAL without an fsync, and appends are acknowledged after a shared
        // fdatasync run off the event loop. SQLITE_GROUP_COMMIT=0: synchronous=FULL, the fsync inside each COMMIT.
        const { createSqliteEventStore } = await import('../eventstore/sqlite.ts');
        return settings.sqliteGroupCommit === false
          ? createSqliteEventStore(await embeddedDb('FULL'))
          : createSqliteEventStore(await embeddedDb('NORMAL'), { walFile: `${embeddedDatabaseFile(settings)}-wal` });
      }
    }
  };
  const openReadStore = async () => {
    switch (settings.readStore) {
      case 'mongodb':
        if (!settings.mongoUrl) throw new Error('MONGODB_URL is not set');
        return (await import('../readstore/mongo.ts')).createMongoReadStore(settings.mongoUrl, settings.mongoDb);
      case 'postgres':
        return (await import('../readstore/postgres.ts')).createPostgresReadStore(await postgresConnection());
      case 'sqlite':
        return (await import('../readstore/sqlite.ts')).createSqliteReadStore(await embeddedDb('NORMAL'));
    }
  };
  const eventStore = withCatalogue(await openEventStore());
  const readStore = await openReadStore();
  const noticeBus = settings.redisUrl
    ? (await import('../notices/redis.ts')).createRedisNoticeBus(settings.redisUrl, redisNames(settings.redisNamespace).notices)
    : (await import('../notices/inProcess.ts')).createInProcessNoticeBus();
  return {
    eventStore,
    readStore,
    noticeBus,
    modes: {
      eventStore: settings.eventStore,
      readStore: settings.readStore,
      notices: settings.redisUrl ? 'redis' : 'in-process',
    },
    async close() {
      await noticeBus.close();
      await readStore.close();
      await eventStore.close();
      await postgres?.close();
      for (const db of connections) db.close();
    },
  };
};

/** Readiness (`/api/ready`): both stores answer a trivial read. */
export const storesReady = async (infra: Pick<Infrastructure, 'eventStore' | 'readStore'>): Promise<boolean> => {
  try {
    await infra.eventStore.headPosition();
    await infra.readStore.get('checkpoints', 'main');
    return true;
  } catch {
    return false;
  }
};

/**
 * The token secret: AUTH_SECRET when set, otherwise a random secret kept in DATA_DIR/auth-secret, in
 * every mode (the embedded server with REDIS_URL, or several services on one machine sharing DATA_DIR,
 * start without AUTH_SECRET). The file is created exclusively, so processes starting together agree on
 * one secret. Services on different machines must share AUTH_SECRET (docs/security.md).
 */
export const loadAuthSecret = (settings: Settings): Uint8Array => {
  if (settings.authSecret) return new TextEncoder().encode(settings.authSecret);
  const file = join(settings.dataDir, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(settings.dataDir, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(temporary, 0o600);
    try {
      linkSync(temporary, file); // fails when another process made it first: then theirs is the secret
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temporary);
    }
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};
