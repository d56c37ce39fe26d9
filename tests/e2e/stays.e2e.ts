/**
 * Issue 4: a traveller searches stays in Tofo for 3 nights and 2 guests from the home page, books a room of Casa do
 * Mar Tofo (an establishment without instant booking) and pays by card; the booking waits for the hotel. The hotel
 * manager (hotel@demo.co.mz) signs in to /hotels, sees the reservation and confirms it; the traveller then sees it
 * confirmed in /reservas. Real API, database (seeded demo stays), sandbox payment provider and Firebase Auth emulator.
 */
import { expect, type Page, test } from '@playwright/test';
import { payOnHostedPage } from './hosted-card.ts';

/** A date `days` from today in Africa/Maputo, 'yyyy-MM-dd'. */
function inDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function formatMZN(page: Page, centavos: number): Promise<string> {
  return await page.evaluate(
    (c) => new Intl.NumberFormat('pt-MZ', { style: 'currency', currency: 'MZN' }).format(c / 100),
    centavos,
  );
}

/** Closes the open toasts (at 360 px a toast covers the bottom of a dialog). */
async function dismissToasts(page: Page) {
  const close = page.locator('[data-toast-region] button[aria-label="Fechar"]');
  while (await close.count()) await close.first().click();
}

async function signIn(page: Page, email: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login Realizado!').first()).toBeVisible();
}

test('a traveller books 3 nights in Tofo and pays by card; the manager confirms it', async ({ page, browser }) => {
  // The card is paid on the acquirer's hosted page and back (ADR 0050): a few more page loads.
  test.setTimeout(180_000);
  // Beyond the seeded stays, so the rooms are free.
  const checkIn = inDays(60);
  const checkOut = inDays(63);
  await signIn(page, 'cliente@demo.co.mz', '/');
  await page.waitForURL((url) => url.pathname === '/');

  // The home search card, stays tab: location and check-in open 'Buscar Acomodações'.
  await page.getByRole('tab', { name: 'Alojamentos' }).click();
  const card = page.getByRole('form', { name: 'Pesquisar alojamentos' });
  await card.getByRole('combobox', { name: 'Localização' }).fill('Tofo');
  await card.getByRole('option', { name: /^Tofo/ }).first().click();
  await card.getByLabel('Data de entrada').fill(checkIn);
  await card.getByRole('button', { name: 'Buscar Acomodações' }).click();

  const dialog = page.getByRole('dialog', { name: 'Buscar Acomodações' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Hóspedes')).toHaveValue('2');
  await expect(dialog.getByLabel('Check-in')).toHaveValue(checkIn);
  // An earlier check-out is refused with the spec's message.
  await dialog.getByLabel('Check-out').fill(inDays(59));
  await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('A data de check-out deve ser posterior ao check-in.').first()).toBeVisible();
  await expect(page.getByText('Data inválida').first()).toBeVisible();
  await dismissToasts(page);
  await dialog.getByLabel('Check-out').fill(checkOut);
  await expect(dialog.getByTestId('night-summary')).toHaveText('Estadia de 3 noites');
  await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: /acomodaç(ão|ões) encontrada/ })).toBeVisible();
  await dismissToasts(page);

  // Choose a room of Casa do Mar Tofo.
  await dialog.getByRole('button', { name: /^Reservar .*, Casa do Mar Tofo$/ }).first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/alojamentos/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Casa do Mar Tofo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Condições' })).toBeVisible();
  await expect(page.getByText(/Coordenadas: 23,8/)).toBeVisible();

  // Before anything is held, the panel shows the server's total, fee included (issue 32, ADR 0043).
  const shownTotal = page.locator('[data-stay-total]');
  await expect(shownTotal).toBeVisible();
  await expect(page.getByText('Mais a taxa da plataforma, calculada ao criar a reserva.')).toHaveCount(0);
  const quotedTotal = await shownTotal.textContent();

  const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings/create') && r.status() === 201);
  await page.getByRole('button', { name: 'Reservar', exact: true }).click();
  const booking = (await (await created).json()).data as {
    id: string;
    totalCents: number;
    subtotalCents: number;
    stay: { nights: number; guests: number; pricePerNightCents: number };
  };
  expect(booking.stay.nights).toBe(3);
  expect(booking.stay.guests).toBe(2);
  expect(booking.subtotalCents).toBe(3 * booking.stay.pricePerNightCents);
  const total = await formatMZN(page, booking.totalCents);
  expect(quotedTotal, 'the booking charges exactly the total shown before it').toBe(total);

  // Pay by card on the acquirer's hosted page (ADR 0050), then back to /reservas.
  await payOnHostedPage(page, total);
  await expect(page.getByText('Pagamento Processado').first()).toBeVisible();
  const stay = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(stay.getByRole('heading', { name: 'Casa do Mar Tofo' })).toBeVisible();
  // A paid request: the manager answers within 24 hours (the deadline is shown), and the client may withdraw it.
  await expect(stay.getByText(/^Aguarda a resposta do alojamento até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();
  await expect(stay.getByRole('button', { name: 'Retirar pedido Casa do Mar Tofo' })).toBeVisible();
  await expect(stay.getByText(await formatMZN(page, booking.stay.pricePerNightCents), { exact: true })).toBeVisible();

  // The manager confirms it in the lodging area.
  const manager = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const hotelPage = await manager.newPage();
  await signIn(hotelPage, 'hotel@demo.co.mz', '/');
  // The lodging area is another app on the same origin: a full page load.
  await hotelPage.goto('/hotels');
  await expect(hotelPage.getByRole('heading', { level: 1, name: 'Gestão de Alojamentos' })).toBeVisible();
  await expect(hotelPage.getByRole('list', { name: 'Resumo do alojamento' })).toBeVisible();
  await hotelPage.getByRole('combobox', { name: 'Estabelecimento' }).selectOption({ label: 'Casa do Mar Tofo' });
  await hotelPage.getByRole('tab', { name: 'Alojamentos' }).click();
  await hotelPage.getByRole('tab', { name: 'Reservas' }).click();
  const reservation = hotelPage.locator(`[data-reservation-id="${booking.id}"]`);
  await expect(reservation.getByText('Aguarda confirmação')).toBeVisible();
  await reservation.getByRole('button', { name: /^Confirmar reserva/ }).click();
  await expect(hotelPage.getByText('Reserva confirmada').first()).toBeVisible();
  await dismissToasts(hotelPage);
  await expect(reservation.getByText('Confirmada', { exact: true })).toBeVisible();
  await manager.close();

  // The traveller sees it confirmed.
  await page.goto('/reservas');
  await expect(stay.getByText('Confirmada', { exact: true })).toBeVisible();
  await expect(stay.getByText('Aguarda confirmação do alojamento')).toHaveCount(0);
});
