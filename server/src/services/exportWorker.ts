import { readSettings } from '@ftr/infra/config/env.ts';
import { closeOnSignals, composeServices } from '../compose/services.ts';

/** The export worker on its own (distributed mode): runs the export jobs the query services enqueue; scale horizontally. */
const settings = readSettings();
if (!settings.redisUrl) throw new Error('The export worker takes its jobs from BullMQ: set REDIS_URL');
const services = await composeServices({ settings, roles: { exports: true } });
services.logger.info({ modes: services.infra.modes }, 'export worker started');
closeOnSignals(services);
