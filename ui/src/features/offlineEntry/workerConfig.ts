import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { API_CACHE } from './cacheNames.ts';
import { precacheClosure, type BuildManifest } from './precacheClosure.ts';

/**
 * The service worker and web manifest (vite-plugin-pwa, Workbox generateSW): docs/offlineEntry.md.
 * Built into the configuration only (ui/vite.config.ts); nothing of it reaches the app's bundle.
 */

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The modules that must run offline: the entry (the sign-in page and the route table), the shell's frames, the
 * contract route table every call loads, and data entry (its start page and the grid). Only their static imports join them: the
 * ~120 files they need are fetched once at install, not the whole app.
 */
const OFFLINE_ROOTS = [
  'index.html',
  'src/api/contractRoutes.ts',
  'src/layout/AppFrame.tsx',
  'src/layout/AntFrame.tsx',
  'src/components/AppCrash.tsx',
  'src/pages/dataentry/index.tsx',
  'src/pages/dataentry/grid/index.tsx',
];
/** Not code, and small: kept as well. */
const KEPT_FILES = /^(index\.html|zod-jitless\.js|manifest\.webmanifest|icons\/.+\.png)$/;

/**
 * The GET answers the grid draws from (screens and their members, headings with the limits, values, operations,
 * entry settings, capture conflicts). Written as the regular expression the worker runs.
 */
const GRID_READS =
  /\/api\/(data-screens|data-screen\/(heading|hourly-data-ds|daily-data)|data-settings|operations|process-tags\/conflicts)(\/|\?|$)/;

/**
 * The answers are cached under the URL plus a digest of the session token that asked: one user's answers are
 * never served to another session. Runs inside the worker (serialised as source): it may use nothing from here.
 */
const keyedBySession = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }): Promise<Request | string> => {
    const token = request.headers.get('x-auth-token');
    if (!token) return request;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
    const session = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
    const url = new URL(request.url);
    url.searchParams.set('offline-session', session);
    return url.href;
  },
};

const onlyOfflineSet = (distDir: string) => (entries: { url: string; revision: string | null; size: number }[]) => {
  const manifest = JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  const files = precacheClosure(manifest, OFFLINE_ROOTS);
  return { manifest: entries.filter((e) => files.has(e.url) || KEPT_FILES.test(e.url)), warnings: [] };
};

export const offlineWorker = (distDir: string) =>
  VitePWA({
    // Registered by the grid (registerWorker.ts): only pages that keep values offline pay for the install.
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['icons/*.png'],
    manifest: {
      name: 'FTR plant data',
      short_name: 'FTR',
      description: 'Plant data entry, CCF and reports',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0958d9',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [onlyOfflineSet(distDir)],
      // A new build takes over at once and drops the old build's files: a stale worker never serves an old build.
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // A page load asks the server first (a new build's index.html at once); without network the precached
          // index.html answers every address of the app. Not /api or /socket.io.
          urlPattern: ({ request, url }: { request: Request; url: URL }) =>
            request.mode === 'navigate' && !/^\/(api|socket\.io)\//.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
        {
          urlPattern: GRID_READS,
          handler: 'NetworkFirst',
          options: {
            cacheName: API_CACHE,
            expiration: { maxAgeSeconds: DAY_SECONDS, maxEntries: 500 },
            plugins: [keyedBySession],
          },
        },
        {
          // Hashed files of pages opened while the worker runs: a new build has new names, so a day's copy is safe.
          urlPattern: /\/assets\/[^/]+\.(js|css)$/,
          handler: 'CacheFirst',
          options: { cacheName: 'ftr-offline-assets', expiration: { maxAgeSeconds: DAY_SECONDS, maxEntries: 300 } },
        },
      ],
    },
  });
