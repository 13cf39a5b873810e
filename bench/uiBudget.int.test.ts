import { resolve } from 'node:path';
import { BUDGETED_PAGES, fileSizer, filesFor, kB, pageSize, readManifest, type Manifest } from './uiBundle.ts';

/**
 * The bundle budget. Reads the built UI (ui/dist, or UI_DIST; `npm test` builds it first)
 * and fails when a budgeted page's first load (entry + the page's on-demand chunks, JS + CSS, gzip) grows
 * past its budget. Without a build it is skipped with the reason printed, except under CI=true.
 */
const DIST = resolve(process.env['UI_DIST'] ?? 'ui/dist');
const manifest = readManifest(DIST);
const absent = `${DIST} has no .vite/manifest.json: build the UI first (npm run build)`;

describe('first-load sizes (from a synthetic manifest)', () => {
  const synthetic: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/index.css'],
      dynamicImports: ['src/pages/a.tsx'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
    'src/pages/a.tsx': { file: 'assets/a.js', imports: ['_shared.js', 'index.html'], dynamicImports: ['src/chart.tsx'] },
    'src/chart.tsx': { file: 'assets/chart.js' },
  };

  it('follows static imports transitively, counts each file and its CSS once, and not dynamic imports', () => {
    expect(filesFor(synthetic, ['index.html', 'src/pages/a.tsx'])).toEqual([
      'assets/a.js',
      'assets/index.css',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.css',
      'assets/shared.js',
    ]);
  });

  it('adds the entry to a page and sums gzip by kind', () => {
    const sizeOf = (file: string) => ({ file, raw: 10, gzip: file.endsWith('.css') ? 1 : 3, brotli: 2 });
    const size = pageSize(synthetic, sizeOf, { name: 'a', modules: ['src/pages/a.tsx'] });
    expect(size.files.map((file) => file.file)).not.toContain('assets/chart.js');
    expect(size.js).toEqual({ raw: 40, gzip: 12 });
    expect(size.css).toEqual({ raw: 20, gzip: 2 });
    expect(size.gzip).toBe(14);
  });

  it('fails loudly when a budgeted module is no longer loaded on demand', () => {
    expect(() =>
      pageSize(synthetic, () => ({ file: '', raw: 0, gzip: 0, brotli: 0 }), { name: 'b', modules: ['src/pages/b.tsx'] }),
    ).toThrow(/no module src\/pages\/b.tsx/);
  });
});

describe('bundle budget of the built UI', () => {
  if (!manifest) {
    if (process.env['CI'] === 'true') {
      it('has a built UI to measure', () => {
        throw new Error(absent);
      });
    } else {
      it.skip(`skipped: ${absent}`, () => undefined);
      console.log(`bundle budget skipped: ${absent}`);
    }
    return;
  }
  const sizeOf = fileSizer(DIST);

  it.each(BUDGETED_PAGES.map((page) => [page.name, page] as const))('%s stays within its first-load budget', (_name, page) => {
    const size = pageSize(manifest, sizeOf, page);
    console.log(
      `${page.name}: ${size.files.length} files, JS ${kB(size.js.raw).toFixed(1)} kB raw / ${kB(size.js.gzip).toFixed(1)} kB gzip, ` +
        `total ${kB(size.gzip).toFixed(1)} kB gzip (budget ${page.budgetKb}, issue target ${page.targetKb})`,
    );
    expect(kB(size.gzip)).toBeLessThanOrEqual(page.budgetKb);
  });

  it('keeps the chart library out of every budgeted page (charts load where they are drawn)', () => {
    for (const page of BUDGETED_PAGES) {
      const chartChunks = Object.values(manifest)
        .filter(
          (chunk) =>
            chunk.src?.includes('@ant-design/charts') || chunk.src?.includes('@ant-design/plots') || /makeChartComp/.test(chunk.file),
        )
        .map((chunk) => chunk.file);
      expect(chartChunks.length).toBeGreaterThan(0);
      const files = pageSize(manifest, sizeOf, page).files.map((file) => file.file);
      expect({ page: page.name, charts: files.filter((file) => chartChunks.includes(file)) }).toEqual({ page: page.name, charts: [] });
    }
  });

  it('loads socket.io-client only after sign-in', () => {
    const login = pageSize(manifest, sizeOf, BUDGETED_PAGES[0]!);
    const socketChunk = Object.entries(manifest).find(([key]) => key.endsWith('socket.io-client/build/esm/index.js'))?.[1]?.file;
    expect(socketChunk).toBeDefined();
    expect(login.files.map((file) => file.file)).not.toContain(socketChunk);
  });
});
