import { statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { formatNumber, formatTable, type Metric, type SectionResult } from './report.ts';
import { SCALE_SPECS, type ScaleName } from './scaleData.ts';
import { measureStore, p50, p99, type ScaleFigures } from './scaleMeasure.ts';
import { scaleStore, type ScaleManifest } from './scaleStore.ts';

/**
 * The same reads on a 10-million-value store and a 100,000-value one, in one run
 * (bench/scaleData.ts says what they hold; bench/scaleStore.ts builds and caches them; bench/scaleMeasure.ts
 * measures one). `npm run bench -- scale --rebuild` rebuilds the cached stores.
 */
interface Figure {
  label: string;
  unit: 'ms' | 's' | 'MB';
  of: (figures: ScaleFigures) => number;
  /** The absolute target, on the 10M store. */
  target?: number;
  /** Not held to the 1.5x ratio (what it measures differs between the stores), with why. */
  noRatio?: string;
}

const FIGURES: Figure[] = [
  { label: 'grabber page 1 (100 rows x 50) p50', unit: 'ms', of: (f) => p50(f.page) },
  { label: 'grabber page 1 (100 rows x 50) p99', unit: 'ms', of: (f) => p99(f.page), target: 50 },
  {
    label: 'grabber full export (8,760 rows x 50), median of 3',
    unit: 's',
    of: (f) => p50(f.exports),
    target: 3,
    noRatio: 'the 100k store holds 84,000 of its 438,000 cells',
  },
  // The export's own memory: what the server process grew by (its worker thread started for it), as bench/reports.ts.
  { label: 'server RSS growth during the exports', unit: 'MB', of: (f) => f.rssPeakMb - f.rssBeforeMb, target: 300 },
  { label: 'server RSS peak during the exports', unit: 'MB', of: (f) => f.rssPeakMb },
  { label: 'server anonymous memory peak during the exports', unit: 'MB', of: (f) => f.anonPeakMb },
  { label: 'one-month hourly report (744 rows x 20), p50 of 10', unit: 's', of: (f) => p50(f.reports) },
  { label: '24 x 60 grid load (60 days, each once) p50', unit: 'ms', of: (f) => p50(f.grid) },
  { label: '24 x 60 grid load (60 days, each once) p99', unit: 'ms', of: (f) => p99(f.grid) },
  { label: 'audit trail first page (50 rows) p50', unit: 'ms', of: (f) => p50(f.audit) },
  { label: 'audit trail first page (50 rows) p99', unit: 'ms', of: (f) => p99(f.audit) },
  { label: 'server start-up (process start to /api/ready), median of 3', unit: 's', of: (f) => p50(f.startups) },
  // The server's CPU per call: far steadier than latencies on a machine shared with other work.
  { label: 'server CPU per grabber page 1', unit: 'ms', of: (f) => f.cpuMs['page'] ?? Number.NaN },
  { label: 'server CPU per export', unit: 's', of: (f) => (f.cpuMs['export'] ?? Number.NaN) / 1000, noRatio: 'as the export' },
  { label: 'server CPU per one-month report', unit: 's', of: (f) => (f.cpuMs['report'] ?? Number.NaN) / 1000 },
  { label: 'server CPU per grid load', unit: 'ms', of: (f) => f.cpuMs['grid'] ?? Number.NaN },
  { label: 'server CPU per audit trail first page', unit: 'ms', of: (f) => f.cpuMs['audit'] ?? Number.NaN },
];
const RATIO = 1.5;

const digits = (unit: Figure['unit']) => (unit === 'MB' ? 0 : 2);
const mb = (bytes: number) => bytes / 1024 / 1024;
const storeMb = (dir: string) =>
  mb(['ftr.sqlite', 'ftr.sqlite-wal'].reduce((sum, name) => sum + (statSync(join(dir, name), { throwIfNoEntry: false })?.size ?? 0), 0));

export const benchScale = async (options: { rebuild: boolean }): Promise<SectionResult> => {
  const load = loadavg().map((n) => n.toFixed(1));
  const stores: { name: ScaleName; dir: string; manifest: ScaleManifest; built: boolean }[] = [];
  for (const name of ['scale-100k', 'scale-10m'] as const) stores.push({ name, ...(await scaleStore(SCALE_SPECS[name], options.rebuild)) });
  const measured: ScaleFigures[] = [];
  for (const store of stores) {
    console.log(`  measuring ${store.name} ...`);
    measured.push(await measureStore(store.dir, store.manifest));
  }
  const [small, large] = measured;
  const [smallStore, largeStore] = stores;
  if (!small || !large || !smallStore || !largeStore) throw new Error('scale: a store was not measured');

  const metrics: Metric[] = [];
  const rows = FIGURES.map((figure) => {
    const a = figure.of(small);
    const b = figure.of(large);
    const ratio = b / a;
    const ratioVerdict = figure.noRatio ? `n/a: ${figure.noRatio}` : ratio <= RATIO ? 'pass' : 'FAIL';
    const targetVerdict = figure.target === undefined ? '' : b <= figure.target ? 'pass' : 'FAIL';
    metrics.push({
      name: `(scale) 10M: ${figure.label}`,
      measured: b,
      unit: figure.unit,
      digits: digits(figure.unit),
      ...(figure.target === undefined ? {} : { target: figure.target, direction: 'at most' as const }),
    });
    if (!figure.noRatio) {
      metrics.push({
        name: `(scale) 10M / 100k: ${figure.label}`,
        measured: ratio,
        unit: 'x',
        digits: 2,
        target: RATIO,
        direction: 'at most',
      });
    }
    return [
      figure.label,
      `${formatNumber(a, digits(figure.unit))} ${figure.unit}`,
      `${formatNumber(b, digits(figure.unit))} ${figure.unit}`,
      `${formatNumber(ratio, 2)} x`,
      ratioVerdict,
      figure.target === undefined ? '' : `<= ${figure.target} ${figure.unit}: ${targetVerdict}`,
    ];
  });
  console.log(`\n(scale) 100k and 10M stores, same requests, ratio target <= ${RATIO} x`);
  console.log(formatTable(['figure', '>100k', '>10M', '>10M / 100k', 'ratio <= 1.5', 'target (10M)'], rows));

  const describe = (store: (typeof stores)[number]): string =>
    `${formatNumber(store.manifest.values)} values, ${formatNumber(store.manifest.events)} events, ${formatNumber(storeMb(store.dir))} MB; ` +
    (store.built
      ? `built now in ${formatNumber(store.manifest.buildSeconds, 1)} s`
      : `cached (built in ${formatNumber(store.manifest.buildSeconds, 1)} s on ${store.manifest.builtAt.slice(0, 10)})`);
  return {
    title: '(scale) 10M-value store against a 100k-value one',
    rows: [
      ['100k store', describe(smallStore)],
      ['10M store', describe(largeStore)],
      [
        'grabber rows / audit trail entries (100k, 10M)',
        `${formatNumber(small.pageTotal)}, ${formatNumber(large.pageTotal)} / ${formatNumber(small.auditTotal)}, ${formatNumber(large.auditTotal)}`,
      ],
      ['export .xlsx size (100k, 10M)', `${formatNumber(mb(small.exportBytes), 1)} MB, ${formatNumber(mb(large.exportBytes), 1)} MB`],
      [
        'export runs (100k; 10M)',
        `${small.exports.map((s) => formatNumber(s, 2)).join(', ')} s; ${large.exports.map((s) => formatNumber(s, 2)).join(', ')} s`,
      ],
      [
        'server RSS (anonymous) at rest / peak during the exports (100k; 10M)',
        `${formatNumber(small.rssBeforeMb)} (${formatNumber(small.anonBeforeMb)}) / ${formatNumber(small.rssPeakMb)} (${formatNumber(small.anonPeakMb)}) MB; ` +
          `${formatNumber(large.rssBeforeMb)} (${formatNumber(large.anonBeforeMb)}) / ${formatNumber(large.rssPeakMb)} (${formatNumber(large.anonPeakMb)}) MB`,
      ],
      [
        'load average at the start / end (1, 5, 15 min)',
        `${load.join(' ')} / ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
      ],
    ],
    metrics,
  };
};
