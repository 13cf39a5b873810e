import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { EventStore } from '../eventstore/port.ts';
import type { NoticeBus } from '../notices/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { Durability } from '../sqlite/database.ts';
import type { Settings } from './env.ts';

export interface Infrastructure {
  eventStore: EventStore;
  readStore: ReadStore;
  noticeBus: NoticeBus;
  /** Which adapter serves each port, for logs and /api/ready. */
  modes: { eventStore: 'sqlite' | 'eventstoredb'; readStore: 'sqlite' | 'mongodb'; notices: 'in-process' | 'redis' };
  close(): Promise<void>;
}

/** One adapter per port, chosen by environment; the embedded ones share one SQLite file (two connections). */
export const openInfrastructure = async (settings: Settings): Promise<Infrastructure> => {
  const connections: DatabaseSync[] = [];
  const embeddedDb = async (durability: Durability) => {
    const { openEmbeddedDatabase } = await import('../sqlite/database.ts');
    const db = openEmbeddedDatabase(join(settings.dataDir, 'ftr.sqlite'), durability);
    connections.push(db);
    return db;
  };
  const eventStore = settings.eventStoreUrl
    ? (await import('../eventstore/esdb.ts')).createEsdbEventStore(settings.eventStoreUrl)
    : (await import('../eventstore/sqlite.ts')).createSqliteEventStore(await embeddedDb('FULL'));
  const readStore = settings.mongoUrl
    ? await (await import('../readstore/mongo.ts')).createMongoReadStore(settings.mongoUrl, settings.mongoDb)
    : (await import('../readstore/sqlite.ts')).createSqliteReadStore(await embeddedDb('NORMAL'));
  const noticeBus = settings.redisUrl
    ? (await import('../notices/redis.ts')).createRedisNoticeBus(settings.redisUrl)
    : (await import('../notices/inProcess.ts')).createInProcessNoticeBus();
  return {
    eventStore,
    readStore,
    noticeBus,
    modes: {
      eventStore: settings.eventStoreUrl ? 'eventstoredb' : 'sqlite',
      readStore: settings.mongoUrl ? 'mongodb' : 'sqlite',
      notices: settings.redisUrl ? 'redis' : 'in-process',
    },
    async close() {
      await noticeBus.close();
      await readStore.close();
      await eventStore.close();
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
 * The token secret: AUTH_SECRET when set (required when services run apart, so they share it),
 * otherwise a random secret kept in the data folder (embedded mode).
 */
export const loadAuthSecret = (settings: Settings): Uint8Array => {
  if (settings.authSecret) return new TextEncoder().encode(settings.authSecret);
  const distributed = settings.eventStoreUrl || settings.mongoUrl || settings.redisUrl;
  if (distributed) throw new Error('AUTH_SECRET must be set (at least 32 characters) when services run in the distributed mode');
  const file = join(settings.dataDir, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(settings.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};
