import { redisNames } from '@ftr/infra/config/redisNames.ts';
import type { Infrastructure } from '@ftr/infra/config/infrastructure.ts';
import type { Settings } from '@ftr/infra/config/env.ts';
import { attachSocketServer } from '@ftr/query-service/live/socketServer.ts';
import { attachLivePush } from '@ftr/query-service/liveData/push.ts';
import { verifyReadModels } from '@ftr/projector/integrity/verify.ts';
import { projections } from '@ftr/projector/projections.ts';
import { registerQueryRoutes } from '@ftr/query-service/plugin.ts';
import { createProgressRelay } from '@ftr/query-service/reportOutputs/progress.ts';
import { workerExportRunner } from '@ftr/query-service/reportOutputs/runner.ts';
import { exportsFolderOf } from '@ftr/query-service/reportOutputs/serve.ts';
import { outputStoreOf, type ExportTuning } from './exports.ts';
import type { HttpPart } from './http.ts';

/** The query side on the process's HTTP API: routes over the read models, Socket.IO and the live-data push. */
export const startQueryRole = async (
  http: HttpPart,
  infra: Infrastructure,
  settings: Settings,
  clock: { now(): Date },
  tuning: ExportTuning = {},
): Promise<{ close(): Promise<void> }> => {
  const { app, progress, verifyToken } = http;
  const names = redisNames(settings.redisNamespace);
  if (!progress) throw new Error('The query role needs the read progress (startHttp withProgress)');
  // Exports run on worker threads with their own connection to the read models: this process's, or with
  // REDIS_URL an export worker's (the exports role) through BullMQ (docs/reportOutputs.md).
  const runner = settings.redisUrl
    ? await (
        await import('@ftr/query-service/reportOutputs/queueRunner.ts')
      ).queueExportRunner(settings.redisUrl, tuning.exportQueue ?? names.queue('exports'), app.log)
    : workerExportRunner(outputStoreOf(settings));
  const outputs = {
    runner,
    relay: createProgressRelay(),
    folder: exportsFolderOf(settings.dataDir),
    ...(tuning.exportProgressAfterMs === undefined ? {} : { progressAfterMs: tuning.exportProgressAfterMs }),
  };
  const { eventStore, readStore } = infra;
  const verifyIntegrity = () => verifyReadModels({ eventStore, readStore, projections, clock });
  registerQueryRoutes(app, { readStore, progress, clock, eventStore, verifyIntegrity, outputs });
  const sockets = await attachSocketServer(app.server, {
    verifyToken,
    readStore: infra.readStore,
    noticeBus: infra.noticeBus,
    ...(settings.redisUrl ? { redisUrl: settings.redisUrl, redisKey: names.socketIo } : {}),
    logger: app.log,
    clock,
  });
  outputs.relay.attach((room, event, update) => sockets.io.to(room).emit(event, update));
  const livePush = await attachLivePush({ io: sockets.io, noticeBus: infra.noticeBus, readStore: infra.readStore, logger: app.log });
  return {
    async close() {
      await livePush.close();
      await sockets.close();
      await outputs.runner.close();
    },
  };
};
