import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnNode } from '@ftr/server/testing/process.ts';
import type { ProcessUsage } from './scaleUsage.ts';

/**
 * `npm run rebuild` (server/src/rebuild.ts: rebuildReadModels over the whole log) on a copy of a cached store's
 * data folder, never the store itself, started as its own process as an operator would. Its CPU and peak memory
 * are the kernel's for the whole process (bench/scaleUsage.ts, preloaded), so they include loading the code.
 */
export interface ReplayFigures {
  /** What rebuild.ts reports: from the store opened to every read model rebuilt (without loading the code). */
  seconds: number;
  /** Process start to exit. */
  processSeconds: number;
  cpuSeconds: number;
  maxRssMb: number;
  /** The log position the read models were rebuilt to. */
  head: string;
}

const USAGE_HOOK = join(dirname(fileURLToPath(import.meta.url)), 'scaleUsage.ts');

export const measureReplay = async (dataDir: string): Promise<ReplayFigures> => {
  const copy = `${dataDir}.replay`;
  rmSync(copy, { recursive: true, force: true });
  try {
    cpSync(dataDir, copy, { recursive: true });
    const usageFile = join(copy, 'usage.json');
    const started = performance.now();
    // Embedded stores only, whatever this shell's environment names (as the measured server is started).
    const proc = spawnNode('server/src/rebuild.ts', {
      DATA_DIR: copy,
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
      REDIS_URL: '',
      MQTT_URL: '',
      NODE_OPTIONS: `--import=${USAGE_HOOK}`,
      SCALE_USAGE_FILE: usageFile,
    });
    const code = await proc.exited;
    const processSeconds = (performance.now() - started) / 1000;
    const reported = /rebuilt up to position (\d+) in ([\d.]+) s/.exec(proc.output());
    if (code !== 0 || !reported) throw new Error(`server/src/rebuild.ts exited with ${code}: ${proc.output()}`);
    const usage = JSON.parse(readFileSync(usageFile, 'utf8')) as ProcessUsage;
    return { seconds: Number(reported[2]), processSeconds, ...usage, head: reported[1] ?? '' };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
};
