import { Worker } from 'node:worker_threads';
import type { RebuildOutcome } from './rebuildWorker.ts';

/**
 * The rebuild's old generation, in MB. Its live memory is one batch's (events, the documents they touch, the
 * writes); left to its defaults V8 lets garbage grow to several times that before collecting (a 4 GB limit on
 * this machine), so the process reached 2.2 GB on a 10-million-value log. Capped, V8 collects sooner and the
 * peak stays near the cap whatever the log's length. The cap keeps room above the largest batch seen.
 */
const REBUILD_OLD_GENERATION_MB = 1024;

/**
 * `npm run rebuild`: drop every read model and replay the whole event log. Stop the server first. The replay
 * runs on a worker thread (rebuildWorker.ts) because a heap limit can only be set when a thread starts.
 */
const outcome = await new Promise<RebuildOutcome>((resolve, reject) => {
  const worker = new Worker(new URL('./rebuildWorker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: REBUILD_OLD_GENERATION_MB },
  });
  let answered: RebuildOutcome | undefined;
  worker.once('message', (message: RebuildOutcome) => (answered = message));
  worker.once('error', reject);
  worker.once('exit', (code) =>
    answered && code === 0 ? resolve(answered) : reject(new Error(`The rebuild stopped (exit code ${code})`)),
  );
});
console.log(`Read models rebuilt up to position ${outcome.head ?? 'none (empty log)'} in ${outcome.seconds.toFixed(2)} s`);
