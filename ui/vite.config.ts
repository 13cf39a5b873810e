import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { offlineWorker } from './src/features/offlineEntry/workerConfig.ts';

/** The backend (embedded mode: one process) listens on 8080; the dev server forwards API and Socket.IO to it. */
const BACKEND = process.env.FTR_BACKEND ?? 'http://localhost:8080';

const CONTRACTS = /[\\/]contracts[\\/]src[\\/]/;
/**
 * The contract modules the sign-in page's first load needs (the rest arrive with the API client's route table,
 * loaded by its first call). A module missing here that /login starts to import lands in the `contracts`
 * chunk, and the bundle budget test (bench/uiBudget.int.test.ts) fails on the jump.
 */
const BEFORE_SIGN_IN =
  /[\\/]contracts[\\/]src[\\/](auth[\\/]|shell[\\/]|shared[\\/]plainText|ccfSettings[\\/]|users[\\/]fields|lookups[\\/](schemas|messages|readModels)|parameters[\\/](fields|messages)|messages|sites|siteCodes|flags|permissions|http[\\/](route|headers))/;
/**
 * The feature list, what it derives (the route table, the catalogue, READ_MODELS) and the event definitions it
 * brings go with the route table, even from a folder of the sign-in page's: split off into a chunk of their own,
 * that chunk and this one would import each other and one would call the other's functions before they exist.
 */
const FEATURE_LIST =
  /[\\/]contracts[\\/]src[\\/]((\w+[\\/])?(features?|events)|readModels|routes|events[\\/]\w+|auth[\\/]signInLimits)\.ts$/;

export default defineConfig({
  plugins: [
    react(),
    // Every file of 1 kB or more also as .br (best quality: made once per build) and .gz, next to it in dist/: the
    // server sends these as they are (@fastify/static preCompressed) instead of compressing each request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
    }),
    // The service worker and web manifest of offline data entry (docs/offlineEntry.md).
    offlineWorker(resolve(import.meta.dirname, 'dist')),
  ],
  server: {
    proxy: {
      '/api': { target: BACKEND, changeOrigin: true },
      '/socket.io': { target: BACKEND, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Vite's manifest (dist/.vite/manifest.json): the bundle budget test and `npm run bench -- ui` read it.
    manifest: true,
    rolldownOptions: {
      // Contract modules only define schemas and constants: one a page does not use is left out.
      treeshake: { moduleSideEffects: (id: string) => !CONTRACTS.test(id) },
      output: {
        // Only React (+ router) is forced into one long-lived chunk. antd is NOT grouped: a group pulls every
        // antd component of every page into /login's download; left alone, each page's
        // chunk brings the components it uses and shared ones land in shared chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 30 },
            // The route table needs every contract schema: one chunk rather than a dozen small ones shared with pages.
            {
              name: 'contracts',
              test: (id: string) => CONTRACTS.test(id) && (!BEFORE_SIGN_IN.test(id) || FEATURE_LIST.test(id)),
              priority: 20,
              // Not zod, luxon or the sign-in page's contract modules that these import.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
