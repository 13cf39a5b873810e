import { redisNames } from '@ftr/infra/config/redisNames.ts';
import type { Server } from 'node:http';
import { embeddedDatabaseFile, storesReady, type Infrastructure } from '@ftr/infra/config/infrastructure.ts';
import type { Settings } from '@ftr/infra/config/env.ts';
import { startStatusServer } from '@ftr/infra/http/statusServer.ts';
import type { RunningExportWorker } from '@ftr/query-service/reportOutputs/queueWorker.ts';
import { exportsFolderOf } from '@ftr/query-service/reportOutputs/serve.ts';
import { workerExportRunner, type OutputStore } from '@ftr/query-service/reportOutputs/runner.ts';

/** Test knobs of the exports (docs/reportOutputs.md). */
export interface ExportTuning {
  /** BullMQ queue of exports when REDIS_URL is set (tests use their own). */
  exportQueue?: string;
  /** How long an export runs before its requester sees progress (default 2 s; browser tests: 0). */
  exportProgressAfterMs?: number;
}

/** Where export worker threads read the read models: the embedded SQLite file, MongoDB or PostgreSQL. */
export const outputStoreOf = (settings: Settings): OutputStore => {
  if (settings.readStore === 'mongodb' && settings.mongoUrl) return { kind: 'mongodb', url: settings.mongoUrl, db: settings.mongoDb };
  if (settings.readStore === 'postgres' && settings.postgresUrl) return { kind: 'postgres', url: settings.postgresUrl };
  return { kind: 'sqlite', file: embeddedDatabaseFile(settings) };
};

/**
 * The exports role: with REDIS_URL, runs the export jobs the query role enqueues, on this process's worker
 * threads. Without it there is no queue (the query role runs its exports itself): nothing to start.
 */
export const startExportRole = async (
  settings: Settings,
  tuning: ExportTuning,
  logger: { error(o: object, m?: string): void },
): Promise<RunningExportWorker | undefined> =>
  settings.redisUrl
    ? (await import('@ftr/query-service/reportOutputs/queueWorker.ts')).startExportWorker({
        url: settings.redisUrl,
        runner: workerExportRunner(outputStoreOf(settings)),
        folder: exportsFolderOf(settings.dataDir),
        queueName: tuning.exportQueue ?? redisNames(settings.redisNamespace).queue('exports'),
        logger,
      })
    : undefined;

/** A process of only the exports role has no API: with STATUS_PORT (compose) /api/ready answers for it. */
export const startExportStatus = async (
  settings: Settings,
  infra: Infrastructure,
  worker: RunningExportWorker,
): Promise<Server | undefined> => {
  const { statusPort } = settings;
  if (statusPort === undefined) return undefined;
  return startStatusServer({
    port: statusPort,
    host: settings.host,
    ready: async () => worker.isRunning() && (await storesReady(infra)),
    followers: () => [],
  });
};
