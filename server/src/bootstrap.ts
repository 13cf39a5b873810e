import { readSettings } from '@ftr/infra/config/env.ts';
import { composeServices } from './compose/services.ts';

/**
 * One-shot bootstrap for the distributed mode (the embedded server does this itself on start):
 * on an empty event store, the administrator and, unless FTR_DEMO=0, the demo plant. Its values go through
 * data entry, which decides against the read models: they wait for the projector service (started alongside).
 */
const services = await composeServices({
  settings: readSettings(),
  roles: { seed: { announce: (message) => console.log(`\n*** ${message}\n`), setupTimeoutMs: 300_000 } },
});
console.log(services.seeded ? 'Bootstrap done: the store was empty.' : 'Nothing to do: the event store already has events.');
await services.close();
