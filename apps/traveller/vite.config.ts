/**
 * @module Vite config of the traveller app (served at '/'). The partner portal and the admin app copy this file
 * and change `base` ('/portal/' and '/admin/'): one origin serves the three apps (DECISIONS.md 4). The portal has a
 * service worker of its own for the organisers' area, scope '/organizadores' (ADR 0035, addendum).
 *
 * The traveller app is also an installable PWA (issue 14): a manifest with the app's icons and colours, and a
 * Workbox service worker that precaches the app shell and keeps the caller's own bookings, tickets and chats network
 * first (src/pwa.ts), so they open with no network. Other areas of the origin (/admin, /drivers, /hotels,
 * /organizadores, /storybook) and the rest of the API are never answered from it.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** Must equal OWN_DATA_CACHE in src/pwa.ts. */
const OWN_DATA_CACHE = 'mozturismo-own-data';


export default defineConfig({
  base: '/',
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'MozTurismo',
        short_name: 'MozTurismo',
        description: 'Viagens, alojamentos e eventos em Moçambique, num só lugar.',
        lang: 'pt-MZ',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0B6E78',
        background_color: '#FFFFFF',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The server injects /config.js into index.html: the shell is fetched from it, and so is the config.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/admin/, /^\/drivers/, /^\/hotels/, /^\/organizadores/, /^\/portal/,
          /^\/storybook/, /^\/config\.js/],
        // With injectRegister false, vite-plugin-pwa does not add these for 'autoUpdate': without them a new version
        // waited for every tab to close (registerSW never sends SKIP_WAITING in this mode). Now it takes over at once
        // and src/pwa.ts's registerSW reloads the page into it (ADR 0035, addendum).
        skipWaiting: true,
        clientsClaim: true,
        // Not Workbox's clean-up: it deletes every '-precache-' cache whose name contains this worker's scope,
        // '<origin>/', which is in the partner portal's precache name too ('<origin>/organizadores'). The precache
        // drops its own outdated entries when a new version activates.
        cleanupOutdatedCaches: false,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.js',
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'mozturismo-config' },
          },
          {
            // The caller's own data worth reading offline: bookings (with tickets), one booking, chats, the profile.
            // Workbox copies this function into the service worker as text: it may use nothing from this file.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && request.method === 'GET' &&
              /^\/api\/(bookings\/user|bookings\/[0-9a-f-]{36}|chat\/rooms|chat\/messages\/[^/]+|auth\/profile)$/
                .test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: OWN_DATA_CACHE,
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'mozturismo-photos',
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
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
