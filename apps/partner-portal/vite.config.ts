/**
 * @module Vite config of the partner portal. Copied from the traveller app's config; only `base` differs: the
 * assets live under '/portal/' while the pages are served at /drivers, /hotels and /organizadores on the same
 * origin (DECISIONS.md 4).
 *
 * The organisers' area has a service worker of its own (ADR 0035, addendum; src/pwa.ts): Workbox precaches the
 * portal's shell (index.html as the server fills it, the hashed assets), so /organizadores/check-in opens and reloads
 * with no network for an organiser who opened it online before; the tickets come from IndexedDB. It answers no API
 * call: nothing of money or permissions is ever served from a cache. Its scope is '/organizadores' (the script lives
 * at /portal/sw.js; the server allows that scope with Service-Worker-Allowed), narrower than the traveller's '/', so
 * the browser gives it the organisers' pages and the traveller's worker every other page.
 */
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// By path, not '@turismo/rules/areas.ts': Vite bundles a relative import into the config, while a package's .ts
// would be loaded by Node itself, which does not read TypeScript.
import { PARTNER_AREA_PATHS, PORTAL_SW_SCOPE } from '../../rules/src/areas.ts';

/** The portal's page paths; in production the API serves index.html for them (api/src/main.ts). */
const AREAS = PARTNER_AREA_PATHS;

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
  plugins: [
    react(),
    areaFallback(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      // The area's pages, not the assets' folder; the API allows this scope (api/src/main.ts).
      scope: PORTAL_SW_SCOPE,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The server fills /portal/index.html with the run-time config, as it does the areas' pages.
        navigateFallback: '/portal/index.html',
        navigateFallbackAllowlist: [new RegExp(`^${PORTAL_SW_SCOPE}(?:/|$)`)],
        // An update takes over at once and the page reloads (src/pwa.ts): no tab keeps running an old portal.
        skipWaiting: true,
        clientsClaim: true,
        // Workbox's clean-up deletes every '-precache-' cache whose name contains the worker's scope: the
        // traveller's ('<origin>/') is in this one's name, so neither worker runs it (ADR 0035, addendum). Each
        // precache still drops its own outdated entries when a new version activates.
        cleanupOutdatedCaches: false,
      },
    }),
  ],
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
