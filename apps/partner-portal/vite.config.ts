/**
 * @module Vite config of the partner portal. Copied from the traveller app's config; only `base` differs: the
 * assets live under '/portal/' while the pages are served at /drivers, /hotels and /organizadores on the same
 * origin (DECISIONS.md 4).
 */
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The portal's page paths; in production the API serves index.html for them (api/src/main.ts). */
const AREAS = ['/drivers', '/hotels', '/organizadores'];

/**
 * In development, answers the area paths with the app's index.html as the API does in production, so
 * http://localhost:5173/drivers works on the dev server too (its own pages live under '/portal/').
 */
function areaFallback(): Plugin {
  return {
    name: 'partner-portal-area-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        const path = url.split('?')[0] ?? '';
        if (AREAS.some((area) => path === area || path.startsWith(`${area}/`))) req.url = '/portal/';
        next();
      });
    },
  };
}

export default defineConfig({
  base: '/portal/',
  plugins: [react(), areaFallback()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    // In development the API (Deno, port 8080) answers /api on the dev server's origin.
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
});
