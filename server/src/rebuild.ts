import { readSettings } from '@ftr/infra/config/env.ts';
import { openInfrastructure } from '@ftr/infra/config/infrastructure.ts';
import { projections } from '@ftr/projector/projections.ts';
import { rebuildReadModels } from '@ftr/projector/runtime/projector.ts';

/** `npm run rebuild`: drop every read model and replay the whole event log. Stop the server first. */
const infra = await openInfrastructure(readSettings());
const started = performance.now();
const head = await rebuildReadModels({ ...infra, projections });
const seconds = (performance.now() - started) / 1000;
console.log(`Read models rebuilt up to position ${head ?? 'none (empty log)'} in ${seconds.toFixed(2)} s`);
await infra.close();
