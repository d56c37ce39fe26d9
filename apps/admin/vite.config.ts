/**
 * @module Vite config of the admin app, served at '/admin/' on the marketplace's origin (DECISIONS.md 4).
 * Copied from the traveller app's config; only `base` differs.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
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
