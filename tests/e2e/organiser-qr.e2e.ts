/**
 * Issue 15: an organiser checks a ticket in by camera. A traveller registers for a free demo event and opens the
 * ticket's QR code in /reservas; the test takes a PNG of that QR code, turns it into a Y4M video (sharp for the
 * pixels, the YUV 4:2:0 frames written by hand) and starts a second Chromium whose fake camera plays that file
 * (--use-fake-device-for-media-stream, --use-fake-ui-for-media-stream, --use-file-for-fake-video-capture). The
 * organiser (eventos@demo.co.mz) opens /organizadores/check-in, reads the QR code with the camera (jsQR: desktop
 * Chromium on Linux has no BarcodeDetector) and the entry is registered; the attendees CSV then shows it.
 * Only this file's second browser has the camera flags; the other journeys keep playwright.config.ts's.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { chromium, expect, type Page, test } from '@playwright/test';

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login Realizado!').first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * A Y4M video (YUV 4:2:0, BT.601 studio range) of `frames` identical frames showing the PNG centred on white.
 * @param png the image; width and height of the video are even, as 4:2:0 needs
 */
async function pngToY4m(png: Buffer, width = 640, height = 480, frames = 10): Promise<Buffer> {
  const side = Math.min(width, height) - 80;
  const qr = await sharp(png).resize(side, side, { fit: 'contain', background: '#ffffff', kernel: 'nearest' })
    .png().toBuffer();
  const { data } = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, gravity: 'centre' }]).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = (row * width + col) * 3;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      y[row * width + col] = clamp(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (width / 2) + col / 2;
        u[c] = clamp(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        v[c] = clamp(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array.from({ length: frames }, () => frame),
  ]);
}

test('an organiser checks a ticket in by reading its QR code with the camera', async ({ page }) => {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:8080').origin;

  // The traveller registers for a free demo event: its tickets are issued at once.
  await logIn(page, 'cliente@demo.co.mz');
  await page.goto('/eventos');
  const form = page.getByRole('search', { name: 'Pesquisar eventos' });
  await form.getByRole('textbox', { name: 'Localização' }).fill('inhambane');
  await form.getByRole('combobox', { name: 'Tipo' }).selectOption('feira');
  await form.getByRole('button', { name: 'Pesquisar Eventos' }).click();
  const card = page.getByRole('article', { name: 'Feira do Caju de Inhambane' });
  await card.getByRole('button', { name: 'Registar Presença: Feira do Caju de Inhambane' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registar Presença' });
  const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings/create') && r.status() === 201);
  await dialog.getByRole('button', { name: 'Confirmar presença' }).click();
  const booking = (await (await created).json()).data as {
    id: string;
    event: { id: string; tickets: { code: string }[] };
  };
  const code = booking.event.tickets[0]!.code;

  // The ticket's QR code as the traveller sees it in /reservas, saved as a PNG, then as the camera's video.
  await page.goto('/reservas');
  const qr = page.locator(`[data-booking-id="${booking.id}"]`).getByRole('img', { name: `Código QR do bilhete 1: ${code}` });
  await expect(qr).toBeVisible();
  const png = await qr.screenshot();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mozturismo-qr-'));
  const video = path.join(dir, 'ticket.y4m');
  writeFileSync(video, await pngToY4m(png));

  const camera = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
      '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({
      baseURL: origin,
      locale: 'pt-MZ',
      timezoneId: 'Africa/Maputo',
      viewport: { width: 360, height: 780 },
      acceptDownloads: true,
    });
    await context.grantPermissions(['camera'], { origin });
    const organiser = await context.newPage();
    await logIn(organiser, 'eventos@demo.co.mz');
    await organiser.goto('/organizadores/check-in');
    await expect(organiser.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    // No BarcodeDetector in desktop Chromium on Linux: the page decodes the frames with jsQR.
    expect(await organiser.evaluate(() => 'BarcodeDetector' in globalThis)).toBe(false);
    await organiser.getByRole('button', { name: 'Ler código QR com a câmara' }).click();
    const outcome = organiser.getByRole('status');
    await expect(outcome.getByText('Entrada registada')).toBeVisible({ timeout: 30_000 });
    await expect(outcome.getByText(new RegExp(code))).toBeVisible();

    // The attendees CSV of that event lists the ticket as checked in.
    await organiser.goto(`/organizadores/vendas?evento=${booking.event.id}`);
    const download = organiser.waitForEvent('download');
    await organiser.getByRole('button', { name: 'Exportar participantes (CSV)' }).click();
    const file = await (await download).path();
    const csv = readFileSync(file!, 'utf8');
    const line = csv.split('\r\n').find((l) => l.startsWith(code));
    expect(line).toBeTruthy();
    expect(line).toContain('Entrada validada');
    await context.close();
  } finally {
    await camera.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
