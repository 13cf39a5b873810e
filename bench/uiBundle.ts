import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * What a page of the built UI downloads, from Vite's manifest (ui/dist/.vite/manifest.json,
 * written because vite.config.ts sets build.manifest). A page needs the entry (index.html's script, its static
 * imports and CSS) plus the modules its route loads on demand, each with their static imports and CSS.
 * Figures are gzip (level 9, as a CDN would) and brotli of every file, each file counted once.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A page of the product: the manifest keys (source paths) its route loads on demand, beyond the entry. */
export interface PageLoad {
  name: string;
  /** A manifest key ends with one of these (e.g. 'src/pages/login/index.tsx', 'socket.io-client/build/esm/index.js'). */
  modules: string[];
}

/**
 * The pages the first-load budget covers: /login before sign-in, and Home with the signed-in shell (its lazy chunk and
 * socket.io-client, both loaded once signed in). `targetKb` is the product's target; `budgetKb` is what the
 * budget test enforces: today's figure plus a little room, so the first load cannot quietly grow. Lower it
 * whenever a change shrinks the load.
 */
export const BUDGETED_PAGES: readonly (PageLoad & { targetKb: number; budgetKb: number })[] = [
  { name: '/login', modules: ['src/pages/login/index.tsx'], targetKb: 150, budgetKb: 145 },
  {
    name: '/ (Home, signed in)',
    modules: [
      // The frame of every page but /login: the query cache and the shell (top bar, sidebar), drawn without antd.
      'src/layout/AppFrame.tsx',
      'src/pages/home/index.tsx',
      'socket.io-client/build/esm/index.js',
      // The contract's route table: the API client loads it with its first call (Home's first read).
      'src/api/contractRoutes.ts',
    ],
    targetKb: 250,
    budgetKb: 248,
  },
];

const keyFor = (manifest: Manifest, module: string): string => {
  const key = Object.keys(manifest).find((candidate) => candidate === module || candidate.endsWith(`/${module}`));
  if (key === undefined) throw new Error(`The UI manifest has no module ${module} (is it still loaded on demand?)`);
  return key;
};

/** Every file (JS and CSS) that loading `keys` fetches: the chunks, their static imports (transitively) and their CSS. */
export const filesFor = (manifest: Manifest, keys: readonly string[]): string[] => {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The UI manifest names ${key} but has no entry for it`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].sort();
};

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}
export interface PageSize {
  name: string;
  files: FileSize[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
  /** All JS + CSS, gzip bytes. */
  gzip: number;
  brotli: number;
}

const sum = (sizes: readonly FileSize[], field: 'raw' | 'gzip' | 'brotli'): number => sizes.reduce((total, size) => total + size[field], 0);

/** Sizes of the files of a built UI directory, measured once each. */
export const fileSizer = (dist: string): ((file: string) => FileSize) => {
  const cache = new Map<string, FileSize>();
  return (file) => {
    let size = cache.get(file);
    if (!size) {
      const bytes = readFileSync(join(dist, file));
      size = { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
      cache.set(file, size);
    }
    return size;
  };
};

export const pageSize = (manifest: Manifest, sizeOf: (file: string) => FileSize, page: PageLoad): PageSize => {
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const files = filesFor(manifest, [...entry, ...page.modules.map((module) => keyFor(manifest, module))]).map(sizeOf);
  const js = files.filter((size) => size.file.endsWith('.js'));
  const css = files.filter((size) => size.file.endsWith('.css'));
  return {
    name: page.name,
    files,
    js: { raw: sum(js, 'raw'), gzip: sum(js, 'gzip') },
    css: { raw: sum(css, 'raw'), gzip: sum(css, 'gzip') },
    gzip: sum(files, 'gzip'),
    brotli: sum(files, 'brotli'),
  };
};

export const MANIFEST_PATH = '.vite/manifest.json';

/** The manifest of a built UI directory, or undefined when there is no build (or it was built without a manifest). */
export const readManifest = (dist: string): Manifest | undefined => {
  const path = join(dist, MANIFEST_PATH);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : undefined;
};

/** The largest chunks of the build, gzip bytes, largest first. */
export const largestChunks = (manifest: Manifest, sizeOf: (file: string) => FileSize, count: number): FileSize[] =>
  [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js'))
    .map(sizeOf)
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);

export const kB = (bytes: number): number => bytes / 1000;
