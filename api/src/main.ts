/**
 * @module The server: the API under /api and, when APPS_DIR is set, the three built apps on the same origin
 * (DECISIONS.md 4): /drivers, /hotels, /organizadores the partner portal; /admin the admin app; the rest the
 * traveller app; and the kit's Storybook at /storybook (STORYBOOK_DIR). Applies pending migrations
 * before listening.
 */
import type { Context } from 'hono';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { compress } from 'hono/compress';
import { serveStatic } from 'hono/deno';
import { PARTNER_AREA_PATHS, PORTAL_SW_SCOPE } from '@turismo/rules/areas.ts';
import { buildApi } from './app.ts';
import { counterSql, sql } from './lib/db.ts';
import { env } from './lib/env.ts';
import { migrate } from './lib/migrate.ts';
import { serveGuarded } from './lib/guarded-server.ts';
import { startMaintenance } from './maintenance.ts';
import { appSecurityHeaders, inlineScriptHashes } from './middlewares/security-headers/security-headers.ts';
import { registerSite } from './domains/pages/pages.site.ts';
// Operations (issue 28, ADR 0048): logs, error reports, metrics, traces, readiness, shutdown.
import { configureLogging, flushLogs, log } from './lib/log.ts';
import { flushErrorReports, reportError, startErrorReporting } from './lib/report.ts';
import { instrumentQueries, observeDatabase, prometheusText } from './lib/metrics.ts';
import { closeLongLived, setJobsProbe, startDraining } from './lib/lifecycle.ts';
import { liveSubscriberCount } from './lib/live.ts';
import { staleJobs } from './maintenance.ts';

await configureLogging();
startErrorReporting();
instrumentQueries(sql);
try {
  const applied = await migrate(sql);
  if (applied.length) log.app.info('migrations applied: {applied}', { applied });
} catch (err) {
  // An edited applied migration (or a failing new one) stops the start: exit 1 with the reason.
  log.app.fatal('start refused: {reason}', { reason: err instanceof Error ? err.message : String(err) });
  reportError(err);
  await Promise.all([flushErrorReports(), flushLogs()]);
  console.error(err instanceof Error ? err.message : err);
  Deno.exit(1);
}

const app = buildApi({ log: env.LOG_REQUESTS });

if (env.APPS_DIR) {
  const root = env.APPS_DIR.replace(/\/$/, '');
  const dist = (name: string) => `${root}/${name}/dist`;
  // Hashed assets never change; index.html always revalidates.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.req.path.startsWith('/api/')) {
      const immutable = /\/assets\//.test(c.req.path);
      c.res.headers.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });
  // The organisers' service worker lives with the portal's assets but serves the area's pages (ADR 0035, addendum):
  // the browser needs the server's leave for a scope outside the script's folder. Only that scope, so no script of
  // the portal can ever take the traveller's '/'.
  app.use('/portal/sw.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Service-Worker-Allowed', PORTAL_SW_SCOPE);
  });
  // The web apps read their identity settings at run time from this script, so one build serves any deployment (and
  // the tests' emulator on a free port).
  const webConfig = JSON.stringify({
    firebaseProjectId: env.FIREBASE_PROJECT_ID,
    firebaseApiKey: env.FIREBASE_WEB_API_KEY,
    authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : undefined,
    // A staging deployment running the payment sandbox shows a banner in the apps (ADR 0042).
    paymentSandbox: env.APP_MODE === 'production' && env.PAYMENT_SANDBOX === 'allow' ? true : undefined,
  }).replace(/</g, '\\u003c');
  // It also marks <html> for the traveller's prerendered shell (apps/traveller/index.html, issue 13): data-home on
  // the home page, data-route on /rides and /eventos, data-session when a Firebase session is stored (localStorage),
  // data-en for English, so the shell's Portuguese hero and headings show only where and to whom React shows them.
  const shellFlags =
    "(function(){var d=document.documentElement,p=location.pathname;if(p==='/')d.setAttribute('data-home','');" +
    // data-route: /rides and /eventos, whose headings the shell also holds.
    "if(/^\\/rides\\/?$/.test(p))d.setAttribute('data-route','rides');" +
    "if(/^\\/(eventos|events)\\/?$/.test(p))d.setAttribute('data-route','eventos');" +
    "try{for(var i=0;i<localStorage.length;i++)if(/^firebase:authUser:/.test(localStorage.key(i)||'')){" +
    "d.setAttribute('data-session','');break}}catch(e){}" +
    // The shell is Portuguese: an English visitor (stored choice, else the browser's first language; i18n.ts) sees
    // only its logo until the app draws the page in English.
    "var l=null;try{l=localStorage.getItem('turismo.language')}catch(e){}" +
    "if(/^en\\b/i.test(l||(navigator.languages&&navigator.languages[0])||navigator.language||''))" +
    "d.setAttribute('data-en','')})();\n";
  // The pages carry the same script inline, right after <title>: it runs before anything paints and before the
  // apps' module scripts, with no request of its own (issue 13: /config.js, render-blocking, cost the first paint a
  // round trip). The CSP allows it by hash; /config.js stays for pages cached before.
  const configScript = `window.__MOZTURISMO_CONFIG__=${webConfig};\n${shellFlags}`;
  const configHashes = await inlineScriptHashes(`<script>${configScript}</script>`);
  const withConfig = (page: string) => page.replace('</title>', `</title><script>${configScript}</script>`);
  app.get(
    '/config.js',
    (c) =>
      c.body(configScript, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
      }),
  );
  // Each app's index.html is read once; client-side routes answer it (the apps render their own 404 pages).
  const indexOf = (name: string) => {
    try {
      return Deno.readTextFileSync(`${dist(name)}/index.html`);
    } catch {
      // i18n-exempt (a developer's page)
      return `<!doctype html><html lang="pt-MZ"><body><p>A aplicação ${name} não foi construída: npm run build</p></body></html>`;
    }
  };
  const pages = {
    traveller: withConfig(indexOf('traveller')),
    portal: withConfig(indexOf('partner-portal')),
    admin: withConfig(indexOf('admin')),
  };
  // CSP, frame-ancestors 'none', nosniff, referrer policy on every page and asset (the API sets its own).
  const appHeaders = appSecurityHeaders({
    firebaseProjectId: env.FIREBASE_PROJECT_ID,
    authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : undefined,
    imageHosts: env.IMAGE_HOSTS,
    // The config script, and the pages' own inline scripts (the traveller's starts its app script after the first
    // paint, issue 13).
    inlineScripts: [...new Set([...configHashes, ...await inlineScriptHashes(Object.values(pages).join(''))])],
  });
  const ownHeaders = (path: string) => path.startsWith('/api/') || path.startsWith('/storybook');
  // Hashed scripts and styles (/assets/, /portal/assets/, /admin/assets/) get only what applies to a subresource:
  // nosniff and the resource policy. A page's CSP, frame and HSTS headers mean nothing on a script (the service
  // worker, whose CSP does apply, is not under /assets/) and cost about 1 KiB per request on a slow phone (issue 13).
  // The same for the apps' icons and web manifests, which Chromium fetches on every first visit (issue 33: 2.4 KiB of
  // headers on each public page's 100 KiB).
  const hashedAsset = (path: string) =>
    /^\/(?:portal\/|admin\/)?(?:assets|icons)\//.test(path) ||
    /^\/(?:portal\/|admin\/)?manifest\.webmanifest$/.test(path);
  app.use('*', async (c, next) => {
    if (ownHeaders(c.req.path)) return next();
    if (!hashedAsset(c.req.path)) return appHeaders(c, next);
    await next();
    // An unknown /assets/ path answers the app's page, which keeps every header.
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) return appHeaders(c, () => Promise.resolve());
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  });
  app.use('*', compress());
  // The pages in brotli too when the browser accepts it (issue 13): each carries the run-time config (and a stay page
  // its preview), so it is compressed per request, at quality 5 (a 7 KB page: about 2.2 KB, well under a
  // millisecond). Registered inside compress(), which leaves an encoded answer alone; other answers stay gzip. (The
  // API's routes answer before these run: their JSON is compressed by lib/compress-json.ts, issue 33.)
  app.use('*', async (c, next) => {
    await next();
    if (!/\bbr\b/.test(c.req.header('Accept-Encoding') ?? '') || c.res.headers.has('Content-Encoding')) return;
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html') || !c.res.body) return;
    const page = new Uint8Array(await c.res.arrayBuffer());
    const body = brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    // As compress() does: the new body with the answer's status and headers, then the encoding's own headers.
    c.res = new Response(new Uint8Array(body), c.res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', 'br');
    c.res.headers.append('Vary', 'Accept-Encoding');
  });
  // Brotli for the built text assets when the browser accepts it (issue 13): the .br copies written at build time
  // (api/dev/precompress.mjs), never compressed per request.
  const BROTLI_TYPES: Record<string, string> = {
    js: 'text/javascript; charset=utf-8',
    css: 'text/css; charset=utf-8',
    svg: 'image/svg+xml',
    json: 'application/json',
    webmanifest: 'application/manifest+json',
  };
  const assetFile = (urlPath: string): string | null => {
    if (urlPath.includes('..')) return null;
    if (urlPath.startsWith('/portal/')) return `${dist('partner-portal')}${urlPath.slice('/portal'.length)}`;
    if (urlPath.startsWith('/admin/')) return `${dist('admin')}${urlPath.slice('/admin'.length)}`;
    return `${dist('traveller')}${urlPath}`;
  };
  app.use('*', async (c, next) => {
    const type = BROTLI_TYPES[c.req.path.split('.').pop() ?? ''];
    if (!type || c.req.path.startsWith('/api/') || !/\bbr\b/.test(c.req.header('Accept-Encoding') ?? '')) {
      return next();
    }
    const file = assetFile(c.req.path);
    if (!file) return next();
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = (await Deno.readFile(`${file}.br`)) as Uint8Array<ArrayBuffer>;
    } catch {
      return next();
    }
    return c.body(body, 200, { 'Content-Type': type, 'Content-Encoding': 'br', 'Vary': 'Accept-Encoding' });
  });
  const html = (page: string) => (c: Context) => c.html(page);

  // The portal's service worker precaches its page under this path: it must carry the config as the areas' pages do.
  app.get('/portal/index.html', html(pages.portal));
  app.get(
    '/portal/*',
    serveStatic({ root: dist('partner-portal'), rewriteRequestPath: (p) => p.slice('/portal'.length) }),
  );
  for (const area of PARTNER_AREA_PATHS) {
    app.get(area, html(pages.portal));
    app.get(`${area}/*`, html(pages.portal));
  }
  app.get('/admin/*', serveStatic({ root: dist('admin'), rewriteRequestPath: (p) => p.slice('/admin'.length) }));
  app.get('/admin', html(pages.admin));
  app.get('/admin/*', html(pages.admin));
  // '/' and '/index.html' must answer the page with its config, not the bare file on disk.
  // The kit's Storybook for designers (issue 10; in production too since issue 34, when `npm run build` built it):
  // read-only static files (GET only), its own pages and inline scripts, so not under the apps' CSP; frames of its
  // own origin only.
  if (env.STORYBOOK_DIR) {
    const storybook = env.STORYBOOK_DIR.replace(/\/$/, '');
    // The bare path goes to the folder, so the Storybook's relative URLs resolve ('/storybook/' matches here too).
    // (The app is not strict about trailing slashes: c.req.path drops it, the URL keeps it.)
    app.get(
      '/storybook',
      (c, next) => new URL(c.req.url).pathname === '/storybook' ? c.redirect('/storybook/') : next(),
    );
    app.use('/storybook/*', async (c, next) => {
      await next();
      c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
      // Cached (issue 34): the build's hashed assets for a year; its pages and story index asked again each time;
      // the rest (the manager's and addons' files, named by Storybook's version) for an hour.
      if (c.res.ok) {
        c.res.headers.set(
          'Cache-Control',
          c.req.path.startsWith('/storybook/assets/')
            ? 'public, max-age=31536000, immutable'
            : /\/$|\.html$|\/index\.json$|^\/storybook$/.test(c.req.path)
            ? 'no-cache'
            : 'public, max-age=3600',
        );
      }
    });
    app.get(
      '/storybook/*',
      serveStatic({
        root: storybook,
        rewriteRequestPath: (
          p,
        ) => (p === '/storybook' || p === '/storybook/' ? '/index.html' : p.slice('/storybook'.length)),
      }),
    );
  }
  // The traveller's addresses (issue 26, ADR 0046): robots.txt, sitemaps, icons, each public page with its own head,
  // JSON-LD and main text (an establishment's also with its preview, ADR 0036), and 404/410 for what does not exist.
  registerSite(app, { shell: pages.traveller, dist: dist('traveller') });
}

const stopMaintenance = startMaintenance(sql);
setJobsProbe(() => staleJobs());

// Development binds 127.0.0.1 and production 0.0.0.0 unless HOST says otherwise (lib/env.ts, ADR 0015).
// Behind the socket timeouts (issue 27): a socket that sends nothing, or its headers too slowly, is closed.
const server = serveGuarded({ port: env.PORT, hostname: env.HOST }, app.fetch);
console.info(`API (${env.APP_MODE}) listening on http://${env.HOST}:${env.PORT}/api (docs: /api/docs)`);
log.app.info('listening', { host: env.HOST, port: env.PORT, mode: env.APP_MODE, release: env.RELEASE });

// The Prometheus scrape endpoint, on a port of its own that the proxy never exposes (issue 28).
observeDatabase(sql, { poolMax: env.DB_POOL_MAX, liveStreams: liveSubscriberCount });
const metricsServer = env.METRICS_PORT
  ? Deno.serve(
    { port: env.METRICS_PORT, hostname: env.METRICS_HOST ?? env.HOST, onListen: () => {} },
    async (req) =>
      new URL(req.url).pathname === '/metrics'
        ? new Response(await prometheusText(), { headers: { 'Content-Type': 'text/plain; version=0.0.4' } })
        : new Response('not found', { status: 404 }),
  )
  : null;

// SIGTERM: readiness answers 503, live streams end (their apps reconnect elsewhere), the listener closes and
// in-flight requests finish; after SHUTDOWN_TIMEOUT_MS the process exits whatever is left (issue 28).
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  startDraining();
  const streams = closeLongLived();
  log.app.info('shutting down', { streams });
  const forced = setTimeout(() => {
    log.app.warning('shutdown timed out: exiting with requests in flight');
    Deno.exit(1);
  }, env.SHUTDOWN_TIMEOUT_MS);
  stopMaintenance();
  await Promise.all([server.shutdown(), metricsServer?.shutdown()]);
  await Promise.all([sql.end({ timeout: 2 }), counterSql.end({ timeout: 2 })]);
  await Promise.all([flushErrorReports(), flushLogs()]);
  clearTimeout(forced);
  Deno.exit(0);
};
Deno.addSignalListener('SIGINT', shutdown);
Deno.addSignalListener('SIGTERM', shutdown);
