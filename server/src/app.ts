import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '@ftr/contracts';
import { registerCommandRoutes } from '@ftr/command-service/plugin.ts';
import type { RunningReactor } from '@ftr/command-service/shared/reactor.ts';
import { startSubscriptionNotifier } from '@ftr/command-service/subscriptions/startNotifier.ts';
import { startRecalculation, type RunningRecalculation } from '@ftr/command-service/recalculation/runner.ts';
import { createSessionVerifier } from '@ftr/infra/auth/sessions.ts';
import { createTokenService } from '@ftr/infra/auth/tokens.ts';
import { loadAuthSecret, openInfrastructure, storesReady, type Infrastructure } from '@ftr/infra/config/infrastructure.ts';
import type { Settings } from '@ftr/infra/config/env.ts';
import { createHttpApp } from '@ftr/infra/http/app.ts';
import { createMailer } from '@ftr/infra/mail/index.ts';
import { projections } from '@ftr/projector/projections.ts';
import { startProjector, type RunningProjector } from '@ftr/projector/runtime/projector.ts';
import { createReadProgress } from '@ftr/query-service/consistency/readProgress.ts';
import { attachSocketServer } from '@ftr/query-service/live/socketServer.ts';
import { attachLivePush } from '@ftr/query-service/liveData/push.ts';
import { registerQueryRoutes } from '@ftr/query-service/plugin.ts';
import { bootstrapEmptyStore } from './seed/bootstrap.ts';

export interface EmbeddedOptions {
  settings: Settings;
  /** Built UI folder; defaults to ui/dist under the working directory. Not served when missing. */
  uiDist?: string;
  clock?: { now(): Date };
  logger?: boolean;
  loginRateLimitPerMinute?: number;
  /** Failed sign-ins allowed per account per hour (default 100). */
  signInFailuresPerHour?: number;
  announce?(message: string): void;
  /** BullMQ queue of recalculation jobs when REDIS_URL is set (tests use their own). */
  recalculationQueue?: string;
}

export interface EmbeddedServer {
  app: FastifyInstance;
  infra: Infrastructure;
  projector: RunningProjector;
  /** The subscription notifier (started after the seeding: seeded values notify nobody). */
  notifier: RunningReactor;
  /** Recalculation jobs: run by a reactor in-process, or on BullMQ with a worker in-process when REDIS_URL is set. */
  recalculation: RunningRecalculation;
  url: string;
  close(): Promise<void>;
}

/**
 * The all-in-one process (DESIGN §3): command and query services, the projector, Socket.IO and the
 * built UI on one port. Adapters follow the environment, so this also runs against external stores.
 */
export const startEmbedded = async (options: EmbeddedOptions): Promise<EmbeddedServer> => {
  const { settings } = options;
  const clock = options.clock ?? systemClock;
  const infra = await openInfrastructure(settings);
  const tokens = createTokenService(loadAuthSecret(settings), clock);
  const verifyToken = createSessionVerifier(tokens, infra.readStore);
  const uiDist = options.uiDist ?? resolve('ui/dist');
  const app = await createHttpApp({
    title: 'FTR plant data API',
    logger: options.logger === false ? false : { level: settings.logLevel },
    verifyToken,
    ready: () => storesReady(infra),
    ...(existsSync(resolve(uiDist, 'index.html')) ? { staticRoot: uiDist } : {}),
  });
  const projector = await startProjector({ ...infra, projections, logger: app.log });
  const progress = await createReadProgress(infra.readStore, infra.noticeBus);
  const commandDeps = { eventStore: infra.eventStore, tokens, clock };
  const mailer = await createMailer(settings, app.log);
  await registerCommandRoutes(app, {
    ...commandDeps,
    ...(options.loginRateLimitPerMinute ? { loginRateLimitPerMinute: options.loginRateLimitPerMinute } : {}),
    accounts: {
      readStore: infra.readStore,
      mailer,
      publicUrl: settings.publicUrl,
      registrationDomain: settings.registrationDomain,
      ...(options.signInFailuresPerHour ? { signInFailuresPerHour: options.signInFailuresPerHour } : {}),
    },
  });
  await registerQueryRoutes(app, { readStore: infra.readStore, progress, clock, eventStore: infra.eventStore });
  const sockets = await attachSocketServer(app.server, {
    verifyToken,
    noticeBus: infra.noticeBus,
    ...(settings.redisUrl ? { redisUrl: settings.redisUrl } : {}),
    logger: app.log,
  });
  const livePush = await attachLivePush({ io: sockets.io, noticeBus: infra.noticeBus, readStore: infra.readStore, logger: app.log });
  await bootstrapEmptyStore(commandDeps, {
    adminPassword: settings.adminPassword,
    demo: settings.demo,
    demoPassword: settings.demoPassword,
    demoDays: settings.demoDays,
    readSide: { readStore: infra.readStore, waitForReadSide: projector.waitFor },
    announce: options.announce ?? ((message) => app.log.warn(message)),
    inform: (message) => app.log.info(message),
  });
  const notifier = await startSubscriptionNotifier({ ...infra, mailer, publicUrl: settings.publicUrl, clock, logger: app.log });
  const recalculation = await startRecalculation({ ...infra, clock, redisUrl: settings.redisUrl, ...(options.recalculationQueue ? { queueName: options.recalculationQueue } : {}), logger: app.log });
  await app.listen({ port: settings.port, host: settings.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  return {
    app,
    infra,
    projector,
    notifier,
    recalculation,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await livePush.close();
      await sockets.close();
      await app.close();
      await progress.close();
      await notifier.stop();
      await recalculation.stop();
      await projector.stop();
      await infra.close();
    },
  };
};
