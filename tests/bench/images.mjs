/**
 * @module Image weight of a stay page on a phone (issue 11): a stay page with 10 photos must download no more than
 * about 150 KB of images on a 360 px phone before the user scrolls.
 *
 * `node tests/bench/images.mjs` builds the apps when they are not built, starts the whole marketplace on a temporary
 * embedded PostgreSQL (or DATABASE_URL), uploads 10 generated photos (sharp; different noise each, so they do not
 * compress to nothing) to Casa do Mar Tofo as hotel@demo.co.mz, opens its page in Debian's Chromium at 360 x 780 with
 * a device pixel ratio of 1 and of 2, waits for the network to settle, and prints the image bytes transferred before
 * any scroll, then after scrolling to the end, next to the target. Not a test: it prints figures.
 */
import { existsSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { buildApps, freePort, ROOT, startMarketplace } from '../../api/dev/services.mjs';

const TARGET_KB = 150;
const PHOTOS = 10;

async function signIn(emulatorHost, email) {
  const res = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'segredo123', returnSecureToken: true }),
    },
  );
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** A 2000 x 1500 photo-like JPEG: coloured noise (incompressible detail, like a real photo) under a gradient. */
async function photo(seed) {
  const width = 2000;
  const height = 1500;
  const noise = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761 >>> 0;
  for (let i = 0; i < noise.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    noise[i] = (x >>> 0) & 0xff;
  }
  const base = await sharp(noise, { raw: { width, height, channels: 3 } }).blur(0.8).png().toBuffer();
  const tint = { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 191) % 256 };
  const overlay = await sharp({ create: { width, height, channels: 4, background: { ...tint, alpha: 0.6 } } })
    .png().toBuffer();
  return await sharp(base).composite([{ input: overlay }]).jpeg({ quality: 90 }).toBuffer();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  if (!existsSync(path.join(ROOT, 'apps/traveller/dist/index.html'))) await buildApps({ quiet: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mozturismo-images-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const market = await startMarketplace({ port, authPort: await freePort(), dataDir, quiet: true, log: false });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  try {
    const token = await signIn(market.env.FIREBASE_AUTH_EMULATOR_HOST, 'hotel@demo.co.mz');
    const auth = { Authorization: `Bearer ${token}` };
    const mine = await (await fetch(`${market.url}/api/hotels/mine`, { headers: auth })).json();
    const hotel = mine.data.find((h) => h.name === 'Casa do Mar Tofo') ?? mine.data[0];
    let uploaded = 0;
    for (let i = 1; i <= PHOTOS; i++) {
      const form = new FormData();
      form.append('file', new Blob([await photo(i)], { type: 'image/jpeg' }), `foto-${i}.jpg`);
      const res = await fetch(`${market.url}/api/photos/establishment/${hotel.id}`, {
        method: 'POST', headers: auth, body: form,
      });
      if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
      uploaded++;
    }

    console.info(`\nStay page of ${hotel.name} with ${uploaded} photos (photo-like noise, heavier than most photos), ` +
      '360 x 780 CSS px:');
    console.info('| device pixel ratio | before scrolling: images, KB | after scrolling to the end | target |');
    console.info('|---|---|---|---|');
    for (const dpr of [1, 2]) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 780 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true, locale: 'pt-MZ',
      });
      const page = await context.newPage();
      // The photos' bytes as the browser counts them (Resource Timing: encoded body sizes of /api/media/ answers).
      const photoBytes = () =>
        page.evaluate(() => {
          const photos = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/media/'));
          return { count: photos.length, bytes: photos.reduce((sum, e) => sum + e.encodedBodySize, 0) };
        });
      await page.goto(`${market.url}/alojamentos/${hotel.id}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const before = await photoBytes();
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 150));
        }
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const { count, bytes } = await photoBytes();
      const verdict = before.bytes <= TARGET_KB * 1024 ? 'within' : 'OVER';
      console.info(
        `| ${dpr} | ${before.count}, ${kb(before.bytes)} | ${count}, ${kb(bytes)} | <= ${TARGET_KB} KB before scrolling: ` +
          `${verdict} |`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await market.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
