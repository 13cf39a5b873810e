import { systemClock } from '@ftr/contracts';
import { createSessionVerifier } from '@ftr/infra/auth/sessions.ts';
import { createTokenService } from '@ftr/infra/auth/tokens.ts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { loadAuthSecret, openInfrastructure, storesReady } from '@ftr/infra/config/infrastructure.ts';
import { createHttpApp } from '@ftr/infra/http/app.ts';
import { createReadProgress } from './consistency/readProgress.ts';
import { attachSocketServer } from './live/socketServer.ts';
import { attachLivePush } from './liveData/push.ts';
import { registerQueryRoutes } from './plugin.ts';

/** The query service on its own (distributed mode): reads, exports and Socket.IO; scale horizontally. */
const settings = readSettings();
const infra = await openInfrastructure(settings);
const verifyToken = createSessionVerifier(createTokenService(loadAuthSecret(settings)), infra.readStore);
const app = await createHttpApp({
  title: 'FTR query service',
  logger: { level: settings.logLevel },
  verifyToken,
  ready: () => storesReady(infra),
});
const progress = await createReadProgress(infra.readStore, infra.noticeBus);
await registerQueryRoutes(app, { readStore: infra.readStore, progress, clock: systemClock, eventStore: infra.eventStore });
const sockets = await attachSocketServer(app.server, {
  verifyToken,
  noticeBus: infra.noticeBus,
  ...(settings.redisUrl ? { redisUrl: settings.redisUrl } : {}),
  logger: app.log,
});
const livePush = await attachLivePush({ io: sockets.io, noticeBus: infra.noticeBus, readStore: infra.readStore, logger: app.log });
await app.listen({ port: settings.port, host: settings.host });
const shutdown = async () => {
  await livePush.close();
  await sockets.close();
  await app.close();
  await progress.close();
  await infra.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
