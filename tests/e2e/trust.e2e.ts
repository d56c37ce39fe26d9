/**
 * Issue 11 (trust in listings), against the whole marketplace with the seeded demo data:
 * - the manager (hotel@demo.co.mz) uploads three photos of Casa do Mar Tofo in /hotels and a traveller sees them in
 *   the stay page's gallery, served as WebP variants by the API;
 * - the traveller (cliente@demo.co.mz) reviews the stay they checked out of yesterday (a seeded stay, always there):
 *   the review stays hidden (double-blind) until the manager has reviewed the guest, then it is on the stay page.
 * The test makes its own images (sharp); nothing is downloaded.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';

/** A date `days` from today in Africa/Maputo, as 'dd/MM/yyyy' (the booking labels' format). */
function maputoDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const [yy, mm, dd] = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10).split('-');
  return `${dd}/${mm}/${yy}`;
}

async function signIn(browser: Browser, email: string, next: string): Promise<Page> {
  const page = await browser.newPage();
  // Signed in on the traveller app, then to `next` (another app's area is a full page load that drops the toast).
  await page.goto('/login?next=%2Fperfil');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login Realizado!').first()).toBeVisible();
  await page.goto(next);
  return page;
}

/** A 1200 x 900 PNG of one colour with a stripe, so each upload is a different image. */
async function png(r: number, g: number, b: number): Promise<Buffer> {
  const stripe = await sharp({ create: { width: 1200, height: 120, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .png().toBuffer();
  return await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } })
    .composite([{ input: stripe, top: 390, left: 0 }])
    .png().toBuffer();
}

/** Opens the lodging area on Casa do Mar Tofo and answers its establishment id. */
async function openCasaDoMar(manager: Page): Promise<string> {
  await manager.goto('/hotels');
  const select = manager.getByRole('combobox', { name: 'Estabelecimento' });
  await select.selectOption({ label: 'Casa do Mar Tofo' });
  return await select.inputValue();
}

test('the manager uploads three photos and travellers see them in the stay gallery', async ({ browser }) => {
  const manager = await signIn(browser, 'hotel@demo.co.mz', '/hotels');
  const establishmentId = await openCasaDoMar(manager);
  const photos = manager.getByRole('region', { name: 'Fotografias' });
  await photos.getByLabel('Adicionar fotografias').setInputFiles([
    { name: 'fachada.png', mimeType: 'image/png', buffer: await png(20, 110, 160) },
    { name: 'quarto.png', mimeType: 'image/png', buffer: await png(200, 120, 40) },
    { name: 'praia.png', mimeType: 'image/png', buffer: await png(40, 160, 90) },
  ]);
  await expect(photos.getByRole('list', { name: 'Fotografias de Casa do Mar Tofo' }).getByRole('listitem'))
    .toHaveCount(3, { timeout: 60_000 });

  const traveller = await browser.newPage();
  await traveller.goto(`/alojamentos/${establishmentId}`);
  const section = traveller.getByRole('region', { name: 'Fotografias' });
  const images = section.locator('img[src*="/api/media/"]');
  await expect(images).toHaveCount(3);
  // Responsive WebP variants, not the uploaded PNGs.
  await expect(images.first()).toHaveAttribute('srcset', /w320\.webp \d+w.*w640\.webp \d+w.*w1280\.webp \d+w/);
  const first = await images.first().getAttribute('src');
  const media = await traveller.request.get(first!);
  expect(media.status()).toBe(200);
  expect(media.headers()['content-type']).toBe('image/webp');
  expect(media.headers()['cache-control']).toContain('immutable');
});

test('a review of a finished stay is hidden until the manager reviews the guest, then shown', async ({ browser }) => {
  const label = `Casa do Mar Tofo, ${maputoDay(-3)} a ${maputoDay(-1)}`;
  const comment = `Pequeno-almoço caseiro e vista para o mar (${Date.now()}).`;

  const client = await signIn(browser, 'cliente@demo.co.mz', '/reservas');
  const prompt = client.getByRole('region', { name: 'Por avaliar' });
  await prompt.getByRole('button', { name: `Avaliar: ${label}` }).click();
  const dialog = client.getByRole('dialog', { name: 'Avaliar' });
  for (const group of ['Classificação geral', 'Limpeza', 'Localização', 'Qualidade/preço']) {
    await dialog.getByRole('group', { name: group }).getByRole('radio', { name: '5 de 5 estrelas' }).check();
  }
  await dialog.getByLabel('Comentário').fill(comment);
  await dialog.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(client.getByText('Avaliação enviada').first()).toBeVisible();

  const manager = await signIn(browser, 'hotel@demo.co.mz', '/hotels');
  const establishmentId = await openCasaDoMar(manager);

  // Double-blind: nobody sees the traveller's review while the manager has not written theirs.
  await client.goto(`/alojamentos/${establishmentId}`);
  await expect(client.getByRole('heading', { name: 'Casa do Mar Tofo' }).first()).toBeVisible();
  await expect(client.getByText(comment)).toHaveCount(0);

  await manager.getByRole('tab', { name: 'Avaliações' }).click();
  await manager.getByRole('button', { name: `Avaliar: ${label}` }).click();
  const hostDialog = manager.getByRole('dialog', { name: 'Avaliar' });
  await hostDialog.getByRole('group', { name: 'Classificação geral' }).getByRole('radio', { name: '5 de 5 estrelas' })
    .check();
  await hostDialog.getByLabel('Comentário').fill('Hóspede simpático e cuidadoso.');
  await hostDialog.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(manager.getByText('Avaliação enviada').first()).toBeVisible();

  // Both sides wrote: both reviews are published at once, and the stay page shows the traveller's.
  await client.reload();
  await expect(client.getByText(comment)).toBeVisible();
});
