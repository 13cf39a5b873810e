import { readSettings } from '@ftr/infra/config/env.ts';
import { closeOnSignals, composeServices } from '../compose/services.ts';

/** The query service on its own (distributed mode): reads, exports and Socket.IO; scale horizontally. */
const services = await composeServices({ settings: readSettings(), title: 'FTR query service', roles: { query: true } });
closeOnSignals(services);
