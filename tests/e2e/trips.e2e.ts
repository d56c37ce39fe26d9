/**
 * Issue 30, the traveller's side of the whole trip: the demo driver publishes a Maputo → Inhambane ride the morning
 * before the Festival de Música do Tofo; the traveller opens the festival, 'Planear a viagem', leaves from Maputo,
 * takes 2 tickets, that ride there and a stay in Inhambane for the festival's nights, sees each part's figures and
 * the total, and books it in one checkout (POST /api/trips). The trip page lists the parts in time order with the
 * tickets' QR codes, and is still readable offline after one online visit ('Sem ligação'); one part (the stay) is
 * cancelled by its own policy, then the rest of the trip ('Cancelar a viagem toda', the sum stated first).
 * The single 'Pagar' of the trip waits for the API's `tripId` payments (another branch): this journey does not pay.
 * Real API, database (seeded demo event and stays), Firebase Auth emulator.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';

async function signIn(page: Page, email: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** A local date 'yyyy-MM-dd' moved by `days`. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The demo driver publishes a Maputo -> Inhambane ride on `date` at 07:00; returns its id. */
async function publishRide(browser: Browser, baseURL: string, date: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'motorista@demo.co.mz', '/drivers/publish');
  const form = page.getByRole('form', { name: 'Publicar rota' });
  await form.getByRole('combobox', { name: 'Origem' }).fill('Maputo');
  await page.getByRole('option', { name: /^Maputo Cidade/ }).first().click();
  await form.getByRole('combobox', { name: 'Destino' }).fill('Inhambane');
  await page.getByRole('option', { name: /^Inhambane/ }).first().click();
  await form.getByLabel('Data').fill(date);
  await form.getByLabel('Hora').fill('07:00');
  await form.getByLabel('Preço por pessoa (MT)').fill('900');
  const created = page.waitForResponse((r) => r.url().includes('/api/rides-simple/create') && r.status() === 201);
  await form.getByRole('button', { name: 'Publicar Rota' }).click();
  const id = ((await (await created).json()).data as { id: string }).id;
  await context.close();
  return id;
}

test('a traveller plans a whole trip from an event, books it at once, reads it offline and cancels a part', async ({
  page,
  browser,
}) => {
  const events = (await (await page.request.get('/api/events/search?limit=100')).json()).data as {
    id: string;
    title: string;
    startDate: string;
  }[];
  const festival = events.find((e) => e.title === 'Festival de Música do Tofo')!;
  expect(festival).toBeTruthy();
  const rideId = await publishRide(browser, test.info().project.use.baseURL!, addDays(festival.startDate, -1));

  await signIn(page, 'cliente@demo.co.mz', `/events/${festival.id}`);
  await page.getByRole('link', { name: 'Planear a viagem' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planear a viagem' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Número de pessoas' }).fill('2');
  await page.getByRole('combobox', { name: 'A sua cidade' }).fill('Maputo');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Procurar viagens e estadias' }).click();

  // The ride there: the one published, arriving before the festival starts.
  const there = page.getByRole('combobox', { name: 'Viagem para Inhambane' });
  await expect(there.locator(`option[value="${rideId}"]`)).toHaveCount(1);
  await there.selectOption(rideId);
  // A stay in Inhambane for the festival's nights: the nearest one free.
  const stay = page.getByRole('combobox', { name: 'Alojamento' });
  await expect.poll(async () => await stay.locator('option').count()).toBeGreaterThan(1);
  const stayName = (await stay.locator('option').nth(1).textContent())!.split(' · ')[0]!;
  await stay.selectOption({ index: 1 });

  const parts = page.getByRole('list', { name: 'Partes da viagem' });
  await expect(parts.locator('[data-trip-part]')).toHaveCount(3);
  await expect(page.locator('[data-trip-total]')).toHaveText(/MTn/);
  const booked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/trips' && r.status() === 201);
  await page.getByRole('button', { name: 'Reservar a viagem' }).click();
  const trip = (await (await booked).json()).data as { id: string; totalCents: number; parts: { role: string }[] };
  expect(trip.parts.map((p) => p.role)).toEqual(['rideThere', 'event', 'stay']);
  await page.waitForURL((url) => url.pathname === `/viagens/${trip.id}`);

  // The trip page: the parts in time order, the tickets' QR codes, 'Pagar' for the pending trip.
  await expect(page.getByRole('heading', { level: 1, name: 'A sua viagem' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Partes da viagem' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([/^Viagem de ida/, /^Bilhetes do evento/, /^Estadia/]);
  await expect(list.getByRole('img', { name: /^Código QR do bilhete/ })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Pagar' })).toBeVisible();

  // Offline after one online visit: the service worker kept the trip.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(list.getByRole('img', { name: /^Código QR do bilhete/ })).toHaveCount(2);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText('Sem ligação', { exact: true })).toBeVisible();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([/^Viagem de ida/, /^Bilhetes do evento/, /^Estadia/]);
  await expect(list.getByRole('img', { name: /^Código QR do bilhete/ })).toHaveCount(2);
  await page.context().setOffline(false);
  await page.reload();

  // /reservas links the trip.
  await page.goto('/reservas');
  await page.getByRole('link', { name: /^Festival de Música do Tofo, a partir de/ }).click();
  await page.waitForURL((url) => url.pathname === `/viagens/${trip.id}`);

  // One part cancelled by its own policy: the stay; the rest of the trip stays booked.
  const stayPart = list.locator('[data-trip-role="stay"]');
  await stayPart.getByRole('button', { name: `Cancelar reserva ${stayName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar estadia' });
  await expect(dialog.getByText('O resto da viagem continua reservado.')).toBeVisible();
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/cancel') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(stayPart.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(page.getByText('Parcialmente cancelada', { exact: true })).toBeVisible();

  // The rest of the trip, with what comes back stated first (nothing was paid).
  await page.getByRole('button', { name: 'Cancelar a viagem toda' }).click();
  const whole = page.getByRole('alertdialog', { name: 'Cancelar a viagem toda' });
  await expect(whole.getByText(/^Nada a reembolsar/)).toBeVisible();
  const all = page.waitForResponse((r) => r.url().endsWith(`/api/trips/${trip.id}/cancel`));
  await whole.getByRole('button', { name: 'Sim, cancelar a viagem' }).click();
  expect((await all).status()).toBe(200);
  await expect(page.getByText('Cancelada', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
});
