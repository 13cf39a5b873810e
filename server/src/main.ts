import { readSettings } from '@ftr/infra/config/env.ts';
import { startEmbedded } from './app.ts';

/** `npm start`: the embedded all-in-one (or all services in one process against external stores). */
const settings = readSettings();
const server = await startEmbedded({
  settings,
  announce: (message) => console.log(`\n*** ${message}\n`),
});
server.app.log.info({ url: server.url, modes: server.infra.modes, dataDir: settings.dataDir }, 'FTR is running');

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  server.app.log.info({ signal }, 'shutting down');
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
