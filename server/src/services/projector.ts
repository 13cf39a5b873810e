import { readSettings } from '@ftr/infra/config/env.ts';
import { closeOnSignals, composeServices } from '../compose/services.ts';

/** The projector on its own (distributed mode): one runs per read-model group, the others stand by on its lease. */
const services = await composeServices({ settings: readSettings(), roles: { projector: 'leased' } });
services.logger.info({ modes: services.infra.modes, status: services.projector?.status() }, 'projector started');
closeOnSignals(services);
