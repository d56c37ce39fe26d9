/**
 * Issue 30, the traveller's side of the whole trip: the demo driver publishes a Maputo → Inhambane ride the morning
 * the Festival de Música do Tofo (3 days, 16:00-23:30) begins and an Inhambane → Maputo night ride after its last
 * concert; the traveller opens the festival, 'Planear a viagem', leaves from Maputo, takes 2 tickets, those rides
 * there and back and TWO nights at Hotel Casa Rex (Inhambane): the planner offers the festival's three nights, the
 * traveller changes the check-out to the last day (the night ride takes them home), the festival's partnership with
 * the hotel (20 % from 2 tickets, seeded) taken off the nights, sees each part's figures and the total, and books it
 * in one checkout (POST /api/trips). The trip page lists the parts in time order with the
 * tickets' QR codes, and is still readable offline after one online visit ('Sem ligação'); one part (the stay) is
 * cancelled by its own policy, then the rest of the trip ('Cancelar a viagem toda', its `refundCents` stated first).
 * The trip is paid once from its page ('Pagar', M-Pesa: one POST /api/payments by `tripId` for the trip's total, ADR
 * 0055), every part confirmed; /reservas links the trip from its bookings. Then the tickets' QR codes show.
 * A second journey plans a trip from a stay page's nights (/planear-viagem, GET /api/trip-plans/stay): the rides
 * there and back and the town's festival as an optional part, its partnership taken off the nights, booked at once.
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

type Trip = {
  id: string;
  status: string;
  refundCents: number;
  discountCents: number;
  totalCents: number;
  partnership: { partnerName: string; discountPercentage: number } | null;
  parts: {
    role: string;
    booking: {
      id: string;
      status: string;
      seats: number | null;
      subtotalCents: number;
      discountCents: number;
      platformFeeBps: number;
      platformFeeCents: number;
      totalCents: number;
      stay?: { nights: number; checkIn: string; checkOut: string } | null;
      event?: { ticketQuantity: number; ticketPriceCents: number } | null;
    };
    cancellation: { refundCents: number };
  }[];
};

async function formatMZN(page: Page, centavos: number): Promise<string> {
  return await page.evaluate(
    (c) => new Intl.NumberFormat('pt-MZ', { style: 'currency', currency: 'MZN' }).format(c / 100),
    centavos,
  );
}

/** A local date 'yyyy-MM-dd' moved by `days`. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The demo driver publishes a ride `from` -> `to` (the places' names) on `date` at `time`, 900 MT; returns its id. */
async function publishRide(
  browser: Browser,
  baseURL: string,
  from: 'Maputo Cidade' | 'Inhambane',
  to: 'Maputo Cidade' | 'Inhambane',
  date: string,
  time: string,
): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'motorista@demo.co.mz', '/drivers/publish');
  const form = page.getByRole('form', { name: 'Publicar rota' });
  await form.getByRole('combobox', { name: 'Origem' }).fill(from.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(`^${from}`) }).first().click();
  await form.getByRole('combobox', { name: 'Destino' }).fill(to.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(`^${to}`) }).first().click();
  await form.getByLabel('Data').fill(date);
  await form.getByLabel('Hora').fill(time);
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
  test.setTimeout(240_000);
  const events = (await (await page.request.get('/api/events/search?limit=100')).json()).data as {
    id: string;
    title: string;
    startDate: string;
    endDate: string;
  }[];
  const festival = events.find((e) => e.title === 'Festival de Música do Tofo')!;
  expect(festival).toBeTruthy();
  const baseURL = test.info().project.use.baseURL!;
  // The ride there the morning the festival begins (before its 16:00 start), the ride back after its last concert
  // ends (23:30).
  const rideId = await publishRide(browser, baseURL, 'Maputo Cidade', 'Inhambane', festival.startDate, '07:00');
  const backId = await publishRide(browser, baseURL, 'Inhambane', 'Maputo Cidade', festival.endDate, '23:45');

  await signIn(page, 'cliente@demo.co.mz', `/events/${festival.id}`);
  await page.getByRole('link', { name: 'Planear a viagem' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planear a viagem' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Número de pessoas' }).fill('2');
  await page.getByRole('combobox', { name: 'A sua cidade' }).fill('Maputo');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Procurar viagens e estadias' }).click();

  // The ride there: the one published, leaving before the festival starts.
  const there = page.getByRole('combobox', { name: 'Viagem para Inhambane' });
  await expect(there.locator(`option[value="${rideId}"]`)).toHaveCount(1);
  await there.selectOption(rideId);
  // The ride back: the one published, leaving after the festival ends.
  const back = page.getByRole('combobox', { name: 'Viagem de regresso para Maputo' });
  await expect(back.locator(`option[value="${backId}"]`)).toHaveCount(1);
  await back.selectOption(backId);
  // Two nights in Inhambane: the planner offers the festival's three (its first day to the morning after its last);
  // the traveller checks out on the last day, the night ride taking them home.
  const checkIn = page.getByLabel('Check-in', { exact: true });
  const checkOut = page.getByLabel('Check-out', { exact: true });
  await expect(checkIn).toHaveValue(festival.startDate);
  await expect(checkOut).toHaveValue(addDays(festival.endDate, 1));
  await expect(page.getByText('Estadia de 3 noites', { exact: true })).toBeVisible();
  await checkOut.fill(festival.endDate);
  await expect(page.getByText('Estadia de 2 noites', { exact: true })).toBeVisible();
  // A room of the festival's partner hotel free on those nights, its offer named.
  const stay = page.getByRole('combobox', { name: 'Alojamento' });
  const partnered = stay.locator('option', { hasText: /^Hotel Casa Rex · .* parceria do evento: 20% desconto$/ });
  await expect.poll(async () => await partnered.count()).toBeGreaterThan(0);
  const stayName = 'Hotel Casa Rex';
  await stay.selectOption((await partnered.first().getAttribute('value'))!);

  const parts = page.getByRole('list', { name: 'Partes da viagem' });
  await expect(parts.locator('[data-trip-part]')).toHaveCount(4);
  await expect(parts.locator('[data-trip-part="stay"] [data-partnership]')).toHaveText(
    'Parceria Hotel Casa Rex: 20% de desconto nas noites, aplicado ao reservar.',
  );
  await expect(page.locator('[data-trip-total]')).toHaveText(/MTn/);
  // The last trip the page read (GET /api/trips/{id}): its parts and the sums it states.
  const read: { trip: Trip | null } = { trip: null };
  page.on('response', async (r) => {
    if (!/^\/api\/trips\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname) || !r.ok()) return;
    // A body the page navigated away from is gone (the later reads give the trip again).
    read.trip = (await r.json().catch(() => ({ data: read.trip }))).data;
  });
  const booked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/trips' && r.status() === 201);
  await page.getByRole('button', { name: 'Reservar a viagem' }).click();
  const trip = (await (await booked).json()).data as Trip;
  // In time order: the ride the first morning, the stay from its check-in (14:00), the festival from 16:00, the
  // night ride after the last concert.
  expect(trip.parts.map((p) => p.role)).toEqual(['rideThere', 'stay', 'event', 'rideBack']);
  const byRole = (role: string) => trip.parts.find((p) => p.role === role)!.booking;
  // Each part's figures, to the centavo: the platform fee is the part's subtotal at its rate, half up.
  const feeOf = (b: Trip['parts'][number]['booking']) => Math.floor((b.subtotalCents * b.platformFeeBps + 5000) / 10000);
  for (const p of trip.parts) {
    expect(p.booking.platformFeeCents, p.role).toBe(feeOf(p.booking));
    expect(p.booking.totalCents, p.role).toBe(p.booking.subtotalCents + p.booking.platformFeeCents);
  }
  // The rides: 2 seats at 900 MT each way, no discount.
  for (const role of ['rideThere', 'rideBack']) {
    expect([byRole(role).seats, byRole(role).subtotalCents, byRole(role).discountCents], role).toEqual([2, 180000, 0]);
  }
  // The tickets at their price (2 Normal at 1 500 MT): the partnership is the stay's.
  const tickets = byRole('event');
  expect([tickets.event?.ticketQuantity, tickets.subtotalCents, tickets.discountCents]).toEqual([2, 300000, 0]);
  // Two nights, the partnership taken off them (20 %, half up to the centavo).
  expect(trip.partnership).toMatchObject({ partnerName: 'Hotel Casa Rex', discountPercentage: 20 });
  const nights = byRole('stay');
  expect(nights.stay).toMatchObject({ nights: 2, checkIn: festival.startDate, checkOut: festival.endDate });
  const gross = nights.subtotalCents + nights.discountCents;
  expect(nights.discountCents).toBe(Math.floor((gross * 20 + 50) / 100));
  expect(trip.discountCents).toBe(nights.discountCents);
  expect(trip.subtotalCents).toBe(180000 + 180000 + 300000 + nights.subtotalCents);
  expect(trip.platformFeeCents).toBe(trip.parts.reduce((s, p) => s + p.booking.platformFeeCents, 0));
  expect(trip.totalCents).toBe(trip.parts.reduce((s, p) => s + p.booking.totalCents, 0));
  test.info().annotations.push({
    type: 'payment',
    description: JSON.stringify(trip.parts.map((p) => ({
      role: p.role,
      priceCents: p.booking.subtotalCents + p.booking.discountCents,
      discountCents: p.booking.discountCents,
      feeCents: p.booking.platformFeeCents,
      totalCents: p.booking.totalCents,
    })).concat([{ role: 'trip', priceCents: trip.subtotalCents + trip.discountCents, discountCents: trip.discountCents, feeCents: trip.platformFeeCents, totalCents: trip.totalCents }])),
  });
  await page.waitForURL((url) => url.pathname === `/viagens/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'A sua viagem' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Partes da viagem' });
  const inOrder = [/^Viagem de ida/, /^Estadia/, /^Bilhetes do evento/, /^Viagem de regresso/];
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(inOrder);
  await expect(page.getByRole('button', { name: 'Pagar' })).toBeVisible();

  // One payment for the whole trip, from its page: M-Pesa (the simulator) for the trip's total.
  await page.getByRole('button', { name: 'Pagar' }).click();
  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(payment).toBeVisible();
  await payment.getByRole('tab', { name: 'M-Pesa' }).click();
  await payment.getByRole('textbox', { name: 'Número M-Pesa' }).fill('+258 84 123 4567');
  const paid = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/payments' && r.request().method() === 'POST');
  await payment.getByRole('button', { name: /^Pagar / }).click();
  const answer = await paid;
  expect(answer.status()).toBe(201);
  const body = answer.request().postDataJSON();
  expect(body.tripId).toBe(trip.id);
  expect(body.bookingId).toBeUndefined();
  expect((await answer.json()).data.amountCents).toBe(trip.totalCents);
  await expect(payment).toBeHidden({ timeout: 60_000 });
  await expect.poll(() => read.trip?.parts.every((p) => p.booking.status === 'confirmed'), { timeout: 60_000 }).toBe(true);

  // /reservas links the trip (from its bookings' tripId).
  await page.goto('/reservas');
  await page.getByRole('link', { name: /^Festival de Música do Tofo, a partir de/ }).click();
  await page.waitForURL((url) => url.pathname === `/viagens/${trip.id}`);
  await expect(list.getByRole('img', { name: /^Código QR do bilhete/ })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
  // One receipt for the traveller: each part's own numbered receipt (its provider's line), and the sum paid.
  const receipts = page.getByRole('list', { name: 'Recibos das partes' });
  await expect(receipts.getByRole('listitem')).toHaveCount(4);
  await expect(receipts.getByRole('link', { name: /^Recibo \d{6}$/ })).toHaveCount(4);
  await expect(receipts.getByText(/ · Estadia · Hotel Casa Rex · /)).toBeVisible();
  await expect(page.locator('[data-receipt-paid]')).toHaveText(await formatMZN(page, trip.totalCents));

  // Offline after one online visit: the service worker kept the trip, its tickets' codes included.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(list.getByRole('img', { name: /^Código QR do bilhete/ })).toHaveCount(2);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText('Sem ligação', { exact: true })).toBeVisible();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(inOrder);
  await expect(list.getByRole('img', { name: /^Código QR do bilhete/ })).toHaveCount(2);
  await page.context().setOffline(false);
  await page.reload();
  await expect(page.getByText('Sem ligação', { exact: true })).toHaveCount(0);

  // One part cancelled by its own policy: the stay, for the sum its quote states; the rest of the trip stays booked.
  const stayQuote = read.trip!.parts.find((p) => p.role === 'stay')!.cancellation.refundCents;
  expect(stayQuote).toBeGreaterThan(0);
  const stayPart = list.locator('[data-trip-role="stay"]');
  await stayPart.getByRole('button', { name: new RegExp(`^(Cancelar reserva|Retirar pedido) ${stayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar estadia' });
  await expect(dialog.getByText('O resto da viagem continua reservado.')).toBeVisible();
  await expect(dialog.getByText(/^Receberá de volta/)).toContainText(await formatMZN(page, stayQuote));
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/cancel') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(stayPart.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(page.getByText('Parcialmente cancelada', { exact: true })).toBeVisible();
  await expect(list.getByRole('img', { name: /^Código QR do bilhete/ })).toHaveCount(2);

  // The rest of the trip, with the sum that comes back stated first: the trip's own `refundCents`.
  await expect.poll(() => read.trip?.parts.find((p) => p.role === 'stay')?.booking.status).toBe('cancelled');
  const refund = read.trip!.refundCents;
  expect(refund).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cancelar a viagem toda' }).click();
  const whole = page.getByRole('alertdialog', { name: 'Cancelar a viagem toda' });
  await expect(whole.getByText(`Vai receber de volta ${await formatMZN(page, refund)} no total.`)).toBeVisible();
  const all = page.waitForResponse((r) => r.url().endsWith(`/api/trips/${trip.id}/cancel`));
  await whole.getByRole('button', { name: 'Sim, cancelar a viagem' }).click();
  const after = (await (await all).json()).data as Trip;
  expect(after.status).toBe('cancelled');
  expect(after.parts.every((p) => p.booking.status === 'cancelled')).toBe(true);
  await expect(page.getByRole('button', { name: 'Cancelar a viagem toda' })).toHaveCount(0);
  // The trip's one receipt: the sum paid, and back exactly the stay's quote and the stated sum, once the rail settled.
  test.info().annotations.push({
    type: 'refund',
    description: JSON.stringify({ paidCents: trip.totalCents, stayRefundCents: stayQuote, wholeTripRefundCents: refund }),
  });
  await expect(async () => {
    await page.reload();
    await expect(page.locator('[data-receipt-refunded]')).toHaveText(await formatMZN(page, stayQuote + refund), {
      timeout: 2000,
    });
  }).toPass({ timeout: 60_000 });
  await expect(page.locator('[data-receipt-paid]')).toHaveText(await formatMZN(page, trip.totalCents));
});

test("a traveller plans a trip from a stay's nights: the rides there and back and the town's festival in one checkout", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const events = (await (await page.request.get('/api/events/search?limit=100')).json()).data as {
    id: string;
    title: string;
    startDate: string;
    endDate: string;
  }[];
  const festival = events.find((e) => e.title === 'Festival de Música do Tofo')!;
  // Two nights at Hotel Casa Rex during the festival, found as a traveller finds them (the stay search).
  const checkIn = festival.startDate;
  const checkOut = addDays(festival.startDate, 2);
  const search = await page.request.get(
    `/api/hotels?address=Inhambane&checkIn=${checkIn}&checkOut=${checkOut}&guests=2&limit=100`,
  );
  const rooms = (await search.json()).data.accommodations as { hotelId: string; roomTypeId: string; name: string }[];
  const room = rooms.find((r) => r.name === 'Hotel Casa Rex')!;
  expect(room).toBeTruthy();
  // The ride there the day before the check-in, the ride back the morning after the check-out.
  const baseURL = test.info().project.use.baseURL!;
  const rideId = await publishRide(browser, baseURL, 'Maputo Cidade', 'Inhambane', addDays(checkIn, -1), '09:00');
  const backId = await publishRide(browser, baseURL, 'Inhambane', 'Maputo Cidade', addDays(checkOut, 1), '09:00');

  const stayPage = `/alojamentos/${room.hotelId}`;
  await signIn(page, 'cliente@demo.co.mz', stayPage);
  await page.goto(`${stayPage}?roomTypeId=${room.roomTypeId}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  await page.getByRole('link', { name: 'Planear a viagem' }).click();
  await page.waitForURL((url) => url.pathname === '/planear-viagem');
  await expect(page.getByRole('heading', { level: 1, name: 'Planear a viagem' })).toBeVisible();
  await page.getByRole('combobox', { name: 'A sua cidade' }).fill('Maputo');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Procurar viagens e eventos' }).click();

  const there = page.getByRole('combobox', { name: 'Viagem para Inhambane' });
  await expect(there.locator(`option[value="${rideId}"]`)).toHaveCount(1);
  await there.selectOption(rideId);
  const back = page.getByRole('combobox', { name: 'Viagem de regresso para Maputo' });
  await expect(back.locator(`option[value="${backId}"]`)).toHaveCount(1);
  await back.selectOption(backId);
  // The festival in the town on those nights, its partnership with the hotel named: an optional part, taken.
  const event = page.getByRole('combobox', { name: 'Evento' });
  await expect(event.locator(`option[value="${festival.id}"]`)).toHaveText(
    /^Festival de Música do Tofo · .* · parceria com a estadia: 20% desconto$/,
  );
  await event.selectOption(festival.id);
  const parts = page.getByRole('list', { name: 'Partes da viagem' });
  await expect(parts.locator('[data-trip-part]')).toHaveCount(4);
  await expect(parts.locator('[data-trip-part="stay"] [data-partnership]')).toHaveText(
    'Parceria Hotel Casa Rex: 20% de desconto nas noites, aplicado ao reservar.',
  );
  await expect(page.locator('[data-trip-total]')).toHaveText(/MTn/);

  const booked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/trips' && r.status() === 201);
  await page.getByRole('button', { name: 'Reservar a viagem' }).click();
  const trip = (await (await booked).json()).data as Trip;
  expect(trip.parts.map((p) => p.role)).toEqual(['rideThere', 'stay', 'event', 'rideBack']);
  const nights = trip.parts.find((p) => p.role === 'stay')!.booking;
  expect(nights.stay).toMatchObject({ nights: 2, checkIn, checkOut });
  expect(nights.discountCents).toBe(Math.floor(((nights.subtotalCents + nights.discountCents) * 20 + 50) / 100));
  expect(trip.partnership).toMatchObject({ partnerName: 'Hotel Casa Rex', discountPercentage: 20 });
  expect(trip.totalCents).toBe(trip.parts.reduce((s, p) => s + p.booking.totalCents, 0));
  await page.waitForURL((url) => url.pathname === `/viagens/${trip.id}`);
  await expect(page.getByRole('list', { name: 'Partes da viagem' }).getByRole('heading', { level: 2 })).toHaveText([
    /^Viagem de ida/,
    /^Estadia/,
    /^Bilhetes do evento/,
    /^Viagem de regresso/,
  ]);
  // Unpaid: cancelling it gives nothing back and frees every part.
  await page.getByRole('button', { name: 'Cancelar a viagem toda' }).click();
  const whole = page.getByRole('alertdialog', { name: 'Cancelar a viagem toda' });
  const all = page.waitForResponse((r) => r.url().endsWith(`/api/trips/${trip.id}/cancel`));
  await whole.getByRole('button', { name: 'Sim, cancelar a viagem' }).click();
  expect(((await (await all).json()).data as Trip).status).toBe('cancelled');
});
