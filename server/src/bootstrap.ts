import { systemClock } from '@ftr/contracts';
import { checkpointWaiter } from '@ftr/command-service/dataValues/readSide.ts';
import { createTokenService } from '@ftr/infra/auth/tokens.ts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { loadAuthSecret, openInfrastructure } from '@ftr/infra/config/infrastructure.ts';
import { bootstrapEmptyStore } from './seed/bootstrap.ts';

/**
 * One-shot bootstrap for the distributed mode (the embedded server does this itself on start):
 * on an empty event store, the administrator and, unless FTR_DEMO=0, the demo plant. Its values go through
 * data entry, which decides against the read models: they wait for the projector service (started alongside).
 */
const settings = readSettings();
const infra = await openInfrastructure(settings);
const created = await bootstrapEmptyStore(
  { eventStore: infra.eventStore, tokens: createTokenService(loadAuthSecret(settings)), clock: systemClock },
  {
    adminPassword: settings.adminPassword,
    demo: settings.demo,
    demoPassword: settings.demoPassword,
    demoDays: settings.demoDays,
    readSide: { readStore: infra.readStore, waitForReadSide: checkpointWaiter(infra.readStore), setupTimeoutMs: 300_000 },
    announce: (message) => console.log(`\n*** ${message}\n`),
    inform: (message) => console.log(message),
  },
);
console.log(created ? 'Bootstrap done: the store was empty.' : 'Nothing to do: the event store already has events.');
await infra.close();
