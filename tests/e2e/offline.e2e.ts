/**
 * Issue 14 (installable and offline): after one online visit, the traveller's bookings and their tickets' QR codes
 * open in /reservas with no network, marked "Sem ligação" with the time of the last update; the web app manifest is
 * served with the app's name and icons.
 */
import { expect, test } from '@playwright/test';

test('the traveller app is installable and /reservas opens offline after one online visit', async ({ page, context }) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const app = await manifest.json();
  expect(app.name).toBe('MozTurismo');
  expect(app.display).toBe('standalone');
  expect(app.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  await page.goto('/login?next=%2Freservas');
  await page.getByRole('textbox', { name: 'Email' }).fill('cliente@demo.co.mz');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/reservas');
  // The service worker controls the page once installed; one reload online fills its caches.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Reservas' })).toBeVisible();
  const active = page.getByRole('tab', { name: /^Ativas \(\d+\)$/ });
  await expect(active).toBeVisible();
  const online = await active.textContent();
  await page.getByRole('tab', { name: /^Anteriores \(\d+\)$/ }).click();
  await page.getByRole('tab', { name: /^Ativas \(\d+\)$/ }).click();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Sem ligação', { exact: true })).toBeVisible();
  await expect(page.getByText(/guardados neste telemóvel\. Última atualização: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./))
    .toBeVisible();
  await expect(page.getByRole('tab', { name: /^Ativas \(\d+\)$/ })).toHaveText(online!);
  const qr = page.getByRole('img', { name: /^Código QR do bilhete/ });
  if (await qr.count()) await expect(qr.first()).toBeVisible();
  await context.setOffline(false);
});

test('the built scripts and the pages are sent brotli to browsers that accept it, gzip to the others (issue 13)', async ({ page }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src*="/assets/"]').first().getAttribute('src');
  const br = await page.request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(br.status()).toBe(200);
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toContain('Accept-Encoding');
  const gzip = await page.request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect((await gzip.text()).length).toBe((await br.text()).length);
  // The page itself too (compressed per request: it carries the run-time config).
  const page1 = await page.request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page1.headers()['content-encoding']).toBe('br');
  expect(page1.headers()['vary']).toContain('Accept-Encoding');
  const page2 = await page.request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page2.headers()['content-encoding']).toBe('gzip');
  expect(await page1.text()).toBe(await page2.text());
  expect(await page1.text()).toContain('<div id="root">');
});
