/**
 * @module `npm run lighthouse` (issue 13, 'The front end on a cheap phone'): Lighthouse's default mobile profile
 * (simulated slow 4G, 4x CPU slowdown, a 412 px phone) on the home page, /rides, /eventos and a stay page, against the
 * whole marketplace started on a temporary embedded PostgreSQL (or DATABASE_URL) with the built apps. Prints, per
 * page, the performance score, LCP, CLS, TBT and the JavaScript transferred, next to the targets, and whether
 * the server answers brotli to a browser that asks for it. Debian's Chromium (/usr/bin/chromium), never a download.
 * Not a test: it prints figures (absolute timings vary with the machine's load).
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApps, freePort, ROOT, startMarketplace } from '../../api/dev/services.mjs';

const TARGETS = { score: 90, lcpMs: 1800, cls: 0.05, homeJsKiB: 120 };

async function main() {
  if (process.argv.includes('--build') || !existsSync(path.join(ROOT, 'apps/traveller/dist/index.html'))) {
    await buildApps({ quiet: true });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mozturismo-lighthouse-'));
  chmodSync(dataDir, 0o755);
  const market = await startMarketplace({
    port: await freePort(), authPort: await freePort(), dataDir, quiet: true, log: false,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const highlights = await (await fetch(`${market.url}/api/highlights`)).json();
    const stay = highlights.data.topHotels[0];
    const pages = [
      ['/', '/'],
      ['/rides', '/rides'],
      ['/eventos', '/eventos'],
      ...(stay ? [[`stay page (${stay.name})`, `/alojamentos/${stay.id}`]] : []),
    ];
    console.info('\nLighthouse, default mobile profile (simulated throttling):');
    console.info('| page | score | LCP | CLS | TBT | JS transferred |');
    console.info('|---|---|---|---|---|---|');
    for (const [name, url] of pages) {
      const result = await lighthouse(`${market.url}${url}`, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
      });
      const lhr = result.lhr;
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
      console.info(
        `| ${name} | ${Math.round(lhr.categories.performance.score * 100)} | ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s | ` +
          `${audit('cumulative-layout-shift').toFixed(3)} | ${Math.round(audit('total-blocking-time'))} ms | ` +
          `${((scripts?.transferSize ?? 0) / 1024).toFixed(0)} KiB |`,
      );
    }
    console.info(
      `\nTargets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}, ` +
        `home initial JS <= ${TARGETS.homeJsKiB} KiB gzip.`,
    );
    const index = await fetch(`${market.url}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    console.info(`Home page with 'Accept-Encoding: br, gzip': Content-Encoding ${index.headers.get('content-encoding')}`);
  } finally {
    await chrome.kill();
    await market.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
