import { readSettings } from '@ftr/infra/config/env.ts';
import { closeOnSignals, composeServices } from '../compose/services.ts';

/** The command service on its own (distributed mode): writes and the log's reactors; scale horizontally. */
const services = await composeServices({
  settings: readSettings(),
  title: 'FTR command service',
  roles: { command: true, reactors: 'leased' },
});
closeOnSignals(services);
