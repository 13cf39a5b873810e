import { pino } from 'pino';
import { readSettings } from '@ftr/infra/config/env.ts';
import { openInfrastructure } from '@ftr/infra/config/infrastructure.ts';
import { projections } from './projections.ts';
import { startProjector } from './runtime/projector.ts';

/** The projector on its own (distributed mode): run exactly one per read-model group. */
const settings = readSettings();
const logger = pino({ level: settings.logLevel });
const infra = await openInfrastructure(settings);
const projector = await startProjector({ ...infra, projections, logger });
logger.info({ modes: infra.modes, position: projector.position()?.toString() }, 'projector running');
const shutdown = async () => {
  await projector.stop();
  await infra.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
