import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { READ_MODELS } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { projections } from '@ftr/projector/projections.ts';
import { readCheckpoint, rebuildReadModels } from '@ftr/projector/runtime/projector.ts';
import { writeRealisticLog, type RealisticLog, type RealisticShape } from './realisticLog.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { perSecond } from './stats.ts';
import { openReplayStores } from './replayStores.ts';
import { withTempDir } from './tempDir.ts';

/** The size the rebuild is extrapolated to: ten years of a five-site plant. */
const PLANT_YEARS_VALUES = 65_000_000;
const TARGET_VALUES_PER_SECOND = 250_000;

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
/** This thread's CPU alone: what another thread took off it shows as the gap to the process's CPU. */
const mainThreadCpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.threadCpuUsage(since);
  return (used.user + used.system) / 1000;
};
/** The machine's one-minute load average (the benchmarks share it with other work). */
const load = (): string => formatNumber(loadavg()[0] ?? 0, 1);

/** The floor: the same log read in batches straight from node:sqlite and every event's JSON parsed, nothing else. */
const rawRead = (path: string): { ms: number; cpuMs: number; values: number } => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const page = db.prepare('SELECT position, data, metadata FROM events WHERE position > ? ORDER BY position LIMIT 10000');
    page.setReturnArrays(true);
    const cpu = process.cpuUsage();
    const started = performance.now();
    let last = 0;
    let values = 0;
    for (;;) {
      const rows = page.all(last) as unknown as [number, string, string][];
      const end = rows.at(-1);
      if (!end) break;
      for (const [, data, metadata] of rows) {
        const parsed = JSON.parse(data) as { changes?: unknown[] };
        JSON.parse(metadata);
        values += parsed.changes?.length ?? 0;
      }
      last = end[0];
    }
    return { ms: performance.now() - started, cpuMs: cpuMs(cpu), values };
  } finally {
    db.close();
  }
};

/** Resident memory sampled while the rebuild runs (it yields between batches). */
const sampleMemory = () => {
  let peakRss = process.memoryUsage.rss();
  let peakHeap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 20);
  return {
    stop: () => {
      clearInterval(timer);
      return { peakRss, peakHeap };
    },
  };
};

const verify = async (readStore: ReadStore, log: RealisticLog, head: bigint | undefined): Promise<string[]> => {
  const problems: string[] = [];
  const expect = (what: string, actual: unknown, expected: unknown) => {
    if (actual !== expected) problems.push(`${what}: expected ${String(expected)}, got ${String(actual)}`);
  };
  expect('value documents (site, code, date)', await readStore.count(READ_MODELS.parameterValues), log.valueDays);
  expect('audit trail entries', await readStore.count(READ_MODELS.auditTrail), log.valueEvents);
  expect('checkpoint', (await readCheckpoint(readStore, 'main'))?.toString(), head?.toString());
  return problems;
};

const mb = (bytes: number): string => `${formatNumber(bytes / 1_048_576)} MiB`;

/**
 * Replay of a realistic log (realisticLog.ts: the demo plant's days, with corrections, recalculations,
 * CCFs, comments and tag readings) through `rebuildReadModels` (`npm run rebuild`) into every read model,
 * on the production connection settings; in values per second, beside the floor of reading the same log
 * raw, and extrapolated to ten plant-years.
 */
export const benchReplayRealistic = (shape: RealisticShape): Promise<SectionResult> =>
  withTempDir('replay-realistic', async (dir) => {
    const path = join(dir, 'ftr.sqlite');
    const written = performance.now();
    const log = await writeRealisticLog(path, shape);
    const writeMs = performance.now() - written;
    const floor = rawRead(path);
    const stores = openReplayStores(path);
    try {
      const { eventStore, readStore, noticeBus } = stores;
      const memory = sampleMemory();
      const loadBefore = load();
      const cpu = process.cpuUsage();
      const mainCpu = process.threadCpuUsage();
      const started = performance.now();
      const head = await rebuildReadModels({ eventStore, readStore, noticeBus, projections });
      const replayMs = performance.now() - started;
      const replayCpuMs = cpuMs(cpu);
      const replayMainCpuMs = mainThreadCpuMs(mainCpu);
      const loadAfter = load();
      const { peakRss, peakHeap } = memory.stop();
      const problems = await verify(readStore, log, head);
      const valuesPerSecond = perSecond(log.values, replayMs);
      const valuesPerCpuSecond = perSecond(log.values, replayCpuMs);
      const tenYearsMinutes = PLANT_YEARS_VALUES / valuesPerSecond / 60;
      const mix = Object.entries(log.byType)
        .sort(([, a], [, b]) => b - a)
        .map(([type, n]) => `${type} ${formatNumber(n)}`)
        .join(', ');
      const metric = {
        name: '(b) replay of a realistic log into every read model',
        measured: valuesPerSecond,
        unit: 'values/s',
        target: TARGET_VALUES_PER_SECOND,
        direction: 'at least' as const,
        ...(problems.length > 0 ? { error: `read models wrong: ${problems.join('; ')}` } : {}),
      };
      return {
        title: `(b) Replay of a realistic log: ${shape.sites.join(', ')} x ${shape.days} factory days, rebuildReadModels into every read model`,
        rows: [
          ['events in the log (demo setup included)', formatNumber(log.events)],
          ['event mix of the days (by type)', mix],
          ['values carried (submitted, corrected, recalculated)', formatNumber(log.values)],
          ['log written in (set-up: demo seed, then direct appends)', `${formatNumber(writeMs)} ms`],
          ['rebuild time (wall / CPU)', `${formatNumber(replayMs)} / ${formatNumber(replayCpuMs)} ms`],
          ['rebuild CPU of the main thread', `${formatNumber(replayMainCpuMs)} ms`],
          ["load average (1 min) at the rebuild's start / end", `${loadBefore} / ${loadAfter}`],
          ['rebuild values/s (wall)', formatNumber(valuesPerSecond)],
          ['rebuild values per CPU-second', formatNumber(valuesPerCpuSecond)],
          [
            'floor: raw node:sqlite read + JSON.parse of the log (wall / CPU)',
            `${formatNumber(floor.ms)} / ${formatNumber(floor.cpuMs)} ms`,
          ],
          ['rebuild time / floor (wall)', `${formatNumber(replayMs / floor.ms, 1)} x`],
          ['peak memory during the rebuild (RSS / JS heap)', `${mb(peakRss)} / ${mb(peakHeap)}`],
          [
            `extrapolated: ten plant-years (${formatNumber(PLANT_YEARS_VALUES)} values)`,
            `${formatNumber(tenYearsMinutes, 1)} min at this rate (target <= 5 min)`,
          ],
          [
            'read models verified',
            problems.length === 0 ? 'yes (value and audit documents counted, checkpoint)' : `NO: ${problems.join('; ')}`,
          ],
        ],
        metrics: [
          metric,
          {
            name: '(b) ten plant-years rebuild, extrapolated',
            measured: tenYearsMinutes,
            unit: 'min',
            target: 5,
            direction: 'at most',
            digits: 1,
          },
        ],
      };
    } finally {
      await stores.close();
    }
  });
