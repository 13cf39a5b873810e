import { systemClock } from '@ftr/contracts';
import { createSessionVerifier } from '@ftr/infra/auth/sessions.ts';
import { createTokenService } from '@ftr/infra/auth/tokens.ts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { loadAuthSecret, openInfrastructure, storesReady } from '@ftr/infra/config/infrastructure.ts';
import { createHttpApp } from '@ftr/infra/http/app.ts';
import { createMailer } from '@ftr/infra/mail/index.ts';
import { registerCommandRoutes } from './plugin.ts';

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
const accounts = {
  readStore: infra.readStore,
  mailer: await createMailer(settings, app.log),
  publicUrl: settings.publicUrl,
  registrationDomain: settings.registrationDomain,
};
await registerCommandRoutes(app, { eventStore: infra.eventStore, tokens, clock: systemClock, accounts });
await app.listen({ port: settings.port, host: settings.host });
const shutdown = async () => {
  await app.close();
  await infra.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
