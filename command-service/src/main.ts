import { systemClock } from '@ftr/contracts';
import { createSessionVerifier } from '@ftr/infra/auth/sessions.ts';
import { createTokenService } from '@ftr/infra/auth/tokens.ts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { loadAuthSecret, openInfrastructure, storesReady } from '@ftr/infra/config/infrastructure.ts';
import { createHttpApp } from '@ftr/infra/http/app.ts';
import { createMailer } from '@ftr/infra/mail/index.ts';
import { registerCommandRoutes } from './plugin.ts';
import { startRecalculation } from './recalculation/runner.ts';
import { startSubscriptionNotifier } from './subscriptions/startNotifier.ts';

/** The command service on its own (distributed mode): writes only; scale horizontally. */
const settings = readSettings();
const infra = await openInfrastructure(settings);
const tokens = createTokenService(loadAuthSecret(settings), systemClock);
const app = await createHttpApp({
  title: 'FTR command service',
  logger: { level: settings.logLevel },
  verifyToken: createSessionVerifier(tokens, infra.readStore),
  ready: () => storesReady(infra),
});
const mailer = await createMailer(settings, app.log);
const accounts = {
  readStore: infra.readStore,
  mailer,
  publicUrl: settings.publicUrl,
  registrationDomain: settings.registrationDomain,
};
await registerCommandRoutes(app, { eventStore: infra.eventStore, tokens, clock: systemClock, accounts });
// Every replica runs the notifier: notification ids are deterministic, so only one replica writes each.
const notifier = await startSubscriptionNotifier({ ...infra, mailer, publicUrl: settings.publicUrl, clock: systemClock, logger: app.log });
// Recalculation: with REDIS_URL the reactor enqueues on BullMQ (jobs deduplicated by id) and this replica's worker runs jobs.
const recalculation = await startRecalculation({ ...infra, clock: systemClock, redisUrl: settings.redisUrl, logger: app.log });
await app.listen({ port: settings.port, host: settings.host });
const shutdown = async () => {
  await app.close();
  await notifier.stop();
  await recalculation.stop();
  await infra.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
