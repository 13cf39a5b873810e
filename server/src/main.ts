import { readSettings } from '@ftr/infra/config/env.ts';
import { closeOnSignals } from './compose/services.ts';
import { startEmbedded } from './app.ts';

/** `npm start`: the embedded all-in-one (or all services in one process against external stores). */
const settings = readSettings();
const server = await startEmbedded({
  settings,
  announce: (message) => console.log(`\n*** ${message}\n`),
});
server.app.log.info({ url: server.url, modes: server.infra.modes, dataDir: settings.dataDir }, 'FTR is running');
closeOnSignals({ logger: server.app.log, close: () => server.close() });
