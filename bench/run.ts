import { cpus } from 'node:os';
import { benchAppends } from './appends.ts';
import { benchAsOf } from './asOf.ts';
import { benchAudit } from './audit.ts';
import { benchDashboards } from './dashboards.ts';
import { benchDueEntries } from './dueEntries.ts';
import { benchGrid } from './grid.ts';
import { benchHttp } from './http.ts';
import { benchLatency } from './latency.ts';
import { benchLive } from './live.ts';
import { formatSection, formatSummary, passes, type Metric, type SectionResult } from './report.ts';
import { benchProcessTags } from './processTags.ts';
import { benchStorePairs } from './postgres.ts';
import { benchRecalculation } from './recalculation.ts';
import { benchReplay } from './replay.ts';
import { benchReplayRealistic } from './replayRealistic.ts';
import { benchReports } from './reports.ts';
import { benchRoutes } from './routes.ts';
import { benchScale } from './scale.ts';
import { benchSignatures } from './signatures.ts';
import { benchSummary } from './summary.ts';
import { benchSpc } from './spc.ts';
import { benchTagCapture } from './tagCapture.ts';
import { benchUi } from './ui.ts';

/**
 * `npm run bench`: the performance figures (docs/performance.md), printed as tables. A report, not a test:
 * it exits 0 when a target is missed (and says MISSED), 1 only when a section fails to run.
 * `npm run bench -- appends replay latency` runs only the named sections (for profiling one); options start with '-'.
 */
const SECTIONS: Record<string, { name: string; run(): Promise<SectionResult> }> = {
  appends: {
    name: '(a) embedded appends',
    run: () => benchAppends({ submissions: 2_000, valuesPerSubmission: 50, rounds: 8, diagnose: true }),
  },
  replay: {
    name: '(b) projection replay: a realistic log (one site-year of the demo plant)',
    run: () => benchReplayRealistic({ sites: ['BA'], days: 365 }),
  },
  replayMicro: {
    name: '(b micro) projection replay of a synthetic log (operations and sessions, no values)',
    run: () => benchReplay({ operationsPerSite: 2_000, eventsPerOperation: 12, appendsPerOperation: 3, sessions: 54_000 }),
  },
  latency: { name: '(c) POST -> Socket.IO latency', run: () => benchLatency({ writes: 1_000, warmUp: 50, timeoutMs: 5_000 }) },
  grid: { name: '(grid) data-entry grid', run: () => benchGrid({ days: 60, codes: 60, loads: 200, submissions: 50 }) },
  live: {
    name: '(live) wallboard push',
    run: () =>
      benchLive({
        wallboards: 500,
        replicaWallboards: 1_000,
        columns: 20,
        submissions: 60,
        blocks: 3,
        refetchSubmissions: 0,
        timeoutMs: 5_000,
      }),
  },
  asOf: { name: '(as of) time-travel grid', run: () => benchAsOf({ days: 7, codes: 60, corrections: 3, loads: 200 }) },
  http: {
    name: '(http) grid reads over HTTP',
    run: () => benchHttp({ days: 4, codes: 30, seconds: 10, readRate: 3_000, calmReadRate: 500, writeRate: 50, sustainedRate: 300 }),
  },
  ui: { name: '(ui) first load', run: () => benchUi() },
  processTags: { name: '(processTags) MQTT ingest', run: () => benchProcessTags({ readings: 200_000, tags: 400, perMessage: 50 }) },
  tagCapture: { name: '(tagCapture) hourly capture', run: () => benchTagCapture({ parameters: 400, readingsPerHour: 60 }) },
  recalculation: {
    name: '(recalculation) inputs followed on the server',
    run: () => benchRecalculation({ writes: 300, warmUp: 20, timeoutMs: 5_000, readings: 1_000, tags: 20 }),
  },
  audit: {
    name: '(audit) audit trail',
    run: () => benchAudit({ changes: 100_000, otherCodes: 4, otherChanges: 5_000, days: 365, loads: 200 }),
  },
  reports: { name: '(reports) grabber pages and export', run: () => benchReports({ parameters: 50, days: 365, loads: 200 }) },
  routes: { name: '(routes) CPU per request of the ten most used reads', run: () => benchRoutes({ loads: 200, afterWrites: 30 }) },
  summary: { name: '(summary) data summary', run: () => benchSummary({ years: 10, correctEvery: 20, loads: 200 }) },
  stores: {
    name: '(stores) SQLite beside PostgreSQL',
    run: () =>
      benchStorePairs({
        submissions: 200,
        valuesPerSubmission: 10,
        writers: 4,
        log: { operationsPerSite: 100, eventsPerOperation: 12, appendsPerOperation: 3, sessions: 3_000 },
        loads: 200,
      }),
  },
  dashboards: { name: '(dashboards) dashboard data', run: () => benchDashboards({ codes: 12, days: 28, loads: 200, changes: 50 }) },
  signatures: { name: '(signatures) signed CCF close', run: () => benchSignatures({ closes: 200, warmUp: 10 }) },
  spc: { name: '(spc) statistical process control', run: () => benchSpc({ evaluations: 100_000, days: 28, loads: 200 }) },
  dueEntries: {
    name: '(dueEntries) due board',
    run: () => benchDueEntries({ screens: 20, members: 15, days: 6, gapEvery: 97, loads: 200, changes: 50 }),
  },
  // Builds (once, cached under bench/.data/) a 10M-value store: many minutes the first time; `--rebuild` builds again.
  scale: { name: '(scale) 10M against 100k values', run: () => benchScale({ rebuild: process.argv.includes('--rebuild') }) },
};

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  console.error(`Unknown section(s): ${unknown.join(', ')}; choose from ${Object.keys(SECTIONS).join(', ')}`);
  process.exit(2);
}
const chosen = requested.length > 0 ? requested : Object.keys(SECTIONS);

console.log(`FTR benchmark: Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, ${process.platform}`);
const metrics: Metric[] = [];
const started = performance.now();
for (const key of chosen) {
  const section = SECTIONS[key];
  if (!section) continue;
  const sectionStarted = performance.now();
  try {
    const result = await section.run();
    console.log(formatSection(result));
    console.log(`(section took ${((performance.now() - sectionStarted) / 1000).toFixed(1)} s)`);
    metrics.push(...result.metrics);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`\n${section.name}: FAILED TO RUN: ${message}`);
    metrics.push({ name: section.name, measured: Number.NaN, unit: '', error: message });
    process.exitCode = 1;
  }
}

console.log(`\nSummary (${((performance.now() - started) / 1000).toFixed(1)} s in all)`);
console.log(formatSummary(metrics));
const missed = metrics.filter((metric) => !passes(metric));
console.log(missed.length === 0 ? '\nAll targets met.' : `\nMISSED: ${missed.map((metric) => metric.name).join('; ')}`);
