/**
 * @module Vite config of the traveller app (served at '/'). The partner portal and the admin app copy this file
 * and change only `base` ('/portal/' and '/admin/'): one origin serves the three apps (DECISIONS.md 4).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/',
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
