import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withTempDir } from './tempDir.ts';
import { formatNumber, type Metric, type SectionResult } from './report.ts';
import { BUDGETED_PAGES, fileSizer, kB, largestChunks, pageSize, readManifest } from './uiBundle.ts';

const UI = fileURLToPath(new URL('../ui/', import.meta.url));

/**
 * The first load of the UI. Builds the UI (production, into a temporary directory) and
 * prints, per budgeted page, the JS + CSS it downloads (entry plus the page's on-demand chunks, each file
 * once), raw and gzip/brotli, and the largest chunks. The same figures are held by bench/uiBudget.int.test.ts.
 */
export const benchUi = (): Promise<SectionResult> => withTempDir('ui', (dist) => Promise.resolve(measure(dist)));

const measure = (dist: string): SectionResult => {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: UI,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr || build.stdout}`);
  const manifest = readManifest(dist);
  if (!manifest) throw new Error('vite build wrote no manifest (build.manifest in ui/vite.config.ts)');
  const sizeOf = fileSizer(dist);
  const rows: SectionResult['rows'] = [];
  const metrics: Metric[] = [];
  const kb = (bytes: number) => `${formatNumber(kB(bytes), 1)} kB`;
  for (const page of BUDGETED_PAGES) {
    const size = pageSize(manifest, sizeOf, page);
    rows.push(
      [`${page.name}: files (JS + CSS)`, String(size.files.length)],
      [`${page.name}: JS raw`, kb(size.js.raw)],
      [`${page.name}: JS gzip`, kb(size.js.gzip)],
      [`${page.name}: CSS gzip`, kb(size.css.gzip)],
      [`${page.name}: total gzip (target ${page.targetKb} kB, test budget ${page.budgetKb} kB)`, kb(size.gzip)],
      [`${page.name}: total brotli`, kb(size.brotli)],
    );
    metrics.push({
      name: `(ui) ${page.name} first load, gzip`,
      measured: kB(size.gzip),
      unit: 'kB',
      target: page.targetKb,
      direction: 'at most',
      digits: 1,
    });
  }
  for (const chunk of largestChunks(manifest, sizeOf, 5))
    rows.push([`largest chunk ${chunk.file}`, `${kb(chunk.raw)} raw, ${kb(chunk.gzip)} gzip`]);
  return { title: '(ui) first load: JS + CSS per page, from the production build', rows, metrics };
};
