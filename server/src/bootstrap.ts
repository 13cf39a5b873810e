import { systemClock } from '@ftr/contracts';
import { createTokenService } from '@ftr/infra/auth/tokens.ts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { loadAuthSecret, openInfrastructure } from '@ftr/infra/config/infrastructure.ts';
import { bootstrapEmptyStore } from './seed/bootstrap.ts';

/**
 * One-shot bootstrap for the distributed mode (the embedded server does this itself on start):
 * on an empty event store, the administrator and, unless FTR_DEMO=0, the demo plant.
 */
const settings = readSettings();
const infra = await openInfrastructure(settings);
const created = await bootstrapEmptyStore(
  { eventStore: infra.eventStore, tokens: createTokenService(loadAuthSecret(settings)), clock: systemClock },
  {
    adminPassword: settings.adminPassword,
    demo: settings.demo,
    demoPassword: settings.demoPassword,
    announce: (message) => console.log(`\n*** ${message}\n`),
  },
);
console.log(created ? 'Bootstrap done: the store was empty.' : 'Nothing to do: the event store already has events.');
await infra.close();
