import { statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { formatNumber, formatTable, type Metric, type SectionResult } from './report.ts';
import { SCALE_SPECS, type ScaleName } from './scaleData.ts';
import { FIGURES, RATIO, type Figure, type ScaleRun } from './scaleFigures.ts';
import { measureStore, type ScaleFigures } from './scaleMeasure.ts';
import { measureReplay } from './scaleReplay.ts';
import { scaleStore, type ScaleManifest } from './scaleStore.ts';

/**
 * The same reads on a 10-million-value store and a 100,000-value one, in one run
 * (bench/scaleData.ts says what they hold; bench/scaleStore.ts builds and caches them; bench/scaleMeasure.ts
 * measures one over HTTP, bench/scaleReplay.ts rebuilds a copy's read models; bench/scaleFigures.ts lists the figures).
 * `npm run bench -- scale --rebuild` rebuilds the cached stores.
 */

const digits = (unit: Figure['unit']) => (unit === 'MB' ? 0 : 2);
const replayOf = ({ replay, values }: ScaleRun): string =>
  `${formatNumber(values / replay.seconds)} values/s (${formatNumber(replay.seconds, 1)} s to position ${replay.head}; ` +
  `process ${formatNumber(replay.processSeconds, 1)} s, CPU ${formatNumber(replay.cpuSeconds, 1)} s, peak RSS ${formatNumber(replay.maxRssMb)} MB)`;

/** `--store=<name>`: that store's figures alone, without ratios (to try a change on the small store first). */
const oneStore = (name: ScaleName, run: ScaleRun | undefined): SectionResult => {
  if (!run) throw new Error(`scale: ${name} was not measured`);
  const value = (figure: Figure) => `${formatNumber(figure.of(run), digits(figure.unit))} ${figure.unit}`;
  return {
    title: `(scale) ${name} alone`,
    rows: [...FIGURES.map((f): [string, string] => [f.label, value(f)]), ['rebuild', replayOf(run)]],
    metrics: [],
  };
};
const mb = (bytes: number) => bytes / 1024 / 1024;
const storeMb = (dir: string) =>
  mb(['ftr.sqlite', 'ftr.sqlite-wal'].reduce((sum, name) => sum + (statSync(join(dir, name), { throwIfNoEntry: false })?.size ?? 0), 0));

/** `--store=scale-100k` builds (when out of date) and measures that store only; `--build-only` measures nothing. */
const storeOption = (): ScaleName | undefined => {
  const named = process.argv.find((arg) => arg.startsWith('--store='))?.slice('--store='.length);
  if (named === undefined) return undefined;
  if (named !== 'scale-100k' && named !== 'scale-10m') throw new Error(`--store: scale-100k or scale-10m, not ${named}`);
  return named;
};

export const benchScale = async (options: { rebuild: boolean }): Promise<SectionResult> => {
  const load = loadavg().map((n) => n.toFixed(1));
  const only = storeOption();
  const names = only ? [only] : (['scale-100k', 'scale-10m'] as const);
  const stores: { name: ScaleName; dir: string; manifest: ScaleManifest; built: boolean }[] = [];
  for (const name of names) stores.push({ name, ...(await scaleStore(SCALE_SPECS[name], options.rebuild)) });
  if (process.argv.includes('--build-only'))
    return { title: '(scale) stores built', rows: stores.map((s) => [s.name, s.dir]), metrics: [] };
  const overHttp: ScaleFigures[] = [];
  for (const store of stores) {
    console.log(`  measuring ${store.name} ...`);
    overHttp.push(await measureStore(store.dir, store.manifest));
  }
  // The rebuilds last, one store after the other, once no server holds a store open.
  const measured: ScaleRun[] = [];
  for (const [i, store] of stores.entries()) {
    const figures = overHttp[i];
    if (!figures) throw new Error(`scale: ${store.name} was not measured`);
    console.log(`  rebuilding the read models of a copy of ${store.name} ...`);
    measured.push({ ...figures, replay: await measureReplay(store.dir), values: store.manifest.values });
  }
  if (only) return oneStore(only, measured[0]);
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
        'data summary rows of SC-P001 / dashboard hours on the axis (100k, 10M)',
        `${small.reads.summaryRows}, ${large.reads.summaryRows} / ${formatNumber(small.reads.dashboardHours)}, ${formatNumber(large.reads.dashboardHours)}`,
      ],
      ['rebuild (100k; 10M)', `${replayOf(small)}; ${replayOf(large)}`],
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
