/**
 * @module Vite config of the admin app, served at '/admin/' on the marketplace's origin (DECISIONS.md 4).
 * Copied from the traveller app's config; only `base` differs.
 */
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** In development, answers '/admin' (no trailing slash) with the app as the API does in production. */
function adminFallback(): Plugin {
  return {
    name: 'admin-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [path = '', query] = (req.url ?? '').split('?');
        if (path === '/admin') req.url = query ? `/admin/?${query}` : '/admin/';
        next();
      });
    },
  };
}

export default defineConfig({
  base: '/admin/',
  plugins: [react(), adminFallback()],
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
