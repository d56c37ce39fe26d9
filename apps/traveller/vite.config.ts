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
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The app's script starts after the prerendered shell's first paint (issue 13, ADR 0036): the built page's
 * `<script type="module" src>` becomes a small inline script at the end of <body> that adds it after the first frame
 * (or after 100 ms in a tab that draws no frames). A phone paints the shell as soon as the page is parsed either way;
 * this also makes the paint come first on a fast machine, where Lighthouse's simulation would otherwise count the
 * whole script as needed for the page's largest text. The server allows the inline script by its CSP hash
 * (api/src/main.ts hashes the pages' inline scripts).
 */
function scriptAfterFirstPaint(): Plugin {
  return {
    name: 'mozturismo:script-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
        const src = tag.exec(html)?.[1];
        if (!src) throw new Error('index.html: the entry <script type="module"> was not found');
        const loader = '(function(){var started=false;function start(){if(started)return;started=true;' +
          "var s=document.createElement('script');s.type='module';s.crossOrigin='';" +
          `s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
          'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,100)})()';
        return html.replace(tag, '').replace('</body>', `  <script>${loader}</script>\n  </body>`);
      },
    },
  };
}

/**
 * Issue 13's budget: the home page's first script (the entry and its static imports), gzip -9, KiB. 120 until stop 38,
 * when the first script measured 120.0 (issue 31 moved the partner areas' paths into rules/areas.ts, read by the
 * header's 'Outras Apps'): 121. React DOM alone is about 57 KiB gzip of it (ADR 0036 'Sixth pass', issue 33).
 */
export const FIRST_SCRIPT_BUDGET_KIB = 121;

/**
 * Fails the build when the first script outgrows {@link FIRST_SCRIPT_BUDGET_KIB} (issue 13, ADR 0036), and prints
 * its size: what every visitor downloads and runs before the home page is drawn. Chunks loaded later (screens,
 * modals, the API client, English) are not counted.
 */
function firstScriptBudget(): Plugin {
  return {
    name: 'mozturismo:first-script-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
      );
      const queue = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
      const seen = new Set<string>();
      let bytes = 0;
      while (queue.length) {
        const file = queue.shift()!;
        const chunk = chunks.get(file);
        if (seen.has(file) || !chunk) continue;
        seen.add(file);
        bytes += gzipSync(chunk.code, { level: 9 }).length;
        queue.push(...chunk.imports);
      }
      if (process.env.FIRST_SCRIPT_MODULES) {
        // Where the first script's bytes come from: its modules by rendered size (FIRST_SCRIPT_MODULES=1).
        const modules = [...seen].flatMap((f) => Object.entries(chunks.get(f)!.modules));
        modules.sort(([, a], [, b]) => b.renderedLength - a.renderedLength);
        for (const [id, m] of modules.slice(0, Number(process.env.FIRST_SCRIPT_MODULES) || 40)) {
          this.info(`${String(m.renderedLength).padStart(8)}  ${id.replace(/.*node_modules\//, '~/')}`);
        }
      }
      const kib = bytes / 1024;
      const line = `first script: ${seen.size} file(s), ${kib.toFixed(1)} KiB gzip (budget ${FIRST_SCRIPT_BUDGET_KIB} KiB)`;
      if (kib > FIRST_SCRIPT_BUDGET_KIB) this.error(`${line}: over budget (issue 13, ADR 0036)`);
      this.info(line);
    },
  };
}

/** Must equal OWN_DATA_CACHE in src/pwa.ts. */
const OWN_DATA_CACHE = 'mozturismo-own-data';


export default defineConfig({
  base: '/',
  resolve: {
    // React 19 has useSyncExternalStore: swr's and wouter's shim for React 16-17 is dead weight (issue 13).
    alias: [{
      find: /^use-sync-external-store\/shim(\/index\.js)?$/,
      replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)),
    }],
  },
  plugins: [
    react(),
    scriptAfterFirstPaint(),
    firstScriptBudget(),
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
            // The caller's own data worth reading offline: bookings (with tickets), one booking, a trip (issue 30), the car
            // of a booked ride (its plate), chats, the profile.
            // Workbox copies this function into the service worker as text: it may use nothing from this file.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && request.method === 'GET' &&
              /^\/api\/(bookings\/user|bookings\/[0-9a-f-]{36}|trips\/[0-9a-f-]{36}|rides\/[0-9a-f-]{36}\/vehicle|chat\/rooms|chat\/messages\/[^/]+|auth\/profile)$/
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
    // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115): no polyfill in the
    // first script (issue 13).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the first screen needs in one script, not split by what later chunks share (issue 13, ADR 0036): about
        // 3.5 KiB gzip less than the 11 files the default made (one compression window, fewer import lists).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
        // Chunks named by their hash only: the first script lists every lazy chunk's file (Vite's preload map), so their
        // names were about 0.7 KiB gzip of it (issue 13).
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  server: {
    // In development the API (Deno, port 8080) answers /api on the dev server's origin.
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
});
