import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The backend (embedded mode: one process) listens on 8080; the dev server forwards API and Socket.IO to it. */
const BACKEND = process.env.FTR_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: BACKEND, changeOrigin: true },
      '/socket.io': { target: BACKEND, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one long-lived vendor chunk of about 0.95 MB (300 kB gzipped); pages themselves are split.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks (pages are lazy-loaded, so heavy libraries such as charts stay with their pages).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design[\\/](?!charts|plots|graphs)|@rc-component|rc-[^\\/]+)/, priority: 20 },
          ],
        },
      },
    },
  },
});
