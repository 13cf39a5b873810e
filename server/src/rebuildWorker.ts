import { parentPort } from 'node:worker_threads';
import { readSettings } from '@ftr/infra/config/env.ts';
import { openInfrastructure } from '@ftr/infra/config/infrastructure.ts';
import { projections } from '@ftr/projector/projections.ts';
import { rebuildReadModels } from '@ftr/projector/runtime/projector.ts';

/** What the rebuild's thread answers rebuild.ts: the position reached and its own time (store open to done). */
export interface RebuildOutcome {
  head: string | undefined;
  seconds: number;
}

/** The rebuild itself, on the thread rebuild.ts starts: the stores opened here, on this thread's connections. */
const infra = await openInfrastructure(readSettings());
try {
  const started = performance.now();
  const head = await rebuildReadModels({ ...infra, projections });
  const outcome: RebuildOutcome = { head: head?.toString(), seconds: (performance.now() - started) / 1000 };
  parentPort?.postMessage(outcome);
} finally {
  await infra.close();
}
