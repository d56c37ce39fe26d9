/**
 * Issue 15: the providers' tools. (1) The accommodation manager (hotel@demo.co.mz) opens the room calendar of Casa do
 * Mar Tofo, sets a high-season rate for one night and blocks the next; a traveller sees that rate in the stay page's
 * price, cannot book across the blocked night, and the booking charges the rate. (2) The driver
 * (motorista@demo.co.mz) registers the car and publishes a recurring ride; a traveller books and pays a seat; the
 * driver sees the passenger in the ride's list ('Gerir'), changes the departure time, and the traveller is notified
 * and sees the car with its plate on /reservas. Real API, database, sandbox payments and the Auth emulator.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { payOnHostedPage } from './hosted-card.ts';

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

async function dismissToasts(page: Page) {
  const close = page.locator('[data-toast-region] button[aria-label="Fechar"]');
  while (await close.count()) await close.first().click();
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/login?next=%2F');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login Realizado!').first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

async function payByCard(page: Page, totalCents: number) {
  // The card is typed on the acquirer's hosted page (ADR 0050), then back to /reservas.
  await payOnHostedPage(page, await formatMZN(page, totalCents));
  await expect(page.getByText('Pagamento Processado').first()).toBeVisible();
}

test("the manager's calendar: a night's rate is what the stay page shows and the booking charges; a blocked night is never sold", async ({ browser }) => {
  // The 10th and 11th of the month three months ahead: beyond the seeded stays, in one month of the grid.
  const [y, m] = inDays(0).split('-').map(Number) as [number, number];
  const night = (day: number) => new Date(Date.UTC(y, m - 1 + 3, day)).toISOString().slice(0, 10);
  const rateNight = night(10);
  const blockedNight = night(11);
  const manager = await signedInPage(browser, 'hotel@demo.co.mz');
  await manager.goto('/hotels');
  await expect(manager.getByRole('heading', { level: 1, name: 'Gestão de Alojamentos' })).toBeVisible();
  await manager.getByRole('combobox', { name: 'Estabelecimento' }).selectOption({ label: 'Casa do Mar Tofo' });
  await manager.getByRole('tab', { name: 'Alojamentos' }).click();
  await manager.getByRole('tab', { name: 'Calendário' }).click();
  const form = manager.getByRole('form', { name: 'Alterar noites' });
  await expect(form).toBeVisible();

  // A high-season rate for one night.
  await form.getByLabel('De', { exact: true }).fill(rateNight);
  await form.getByLabel('Até (inclusive)').fill(rateNight);
  await form.getByLabel('Preço por noite (MT)').fill('9875');
  const saved = manager.waitForResponse((r) => r.url().includes('/calendar') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Definir preço' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  const [, hotelId, roomTypeId] = /\/api\/hotels\/([^/]+)\/room-types\/([^/]+)\/calendar/.exec(response.url())!;
  expect((await response.json()).data.days[0]).toMatchObject({ date: rateNight, rateCents: 987500, priceCents: 987500 });
  await expect(manager.getByText('Calendário guardado').first()).toBeVisible();
  await dismissToasts(manager);

  // Block the next night (maintenance).
  await form.getByLabel('De', { exact: true }).fill(blockedNight);
  await form.getByLabel('Até (inclusive)').fill(blockedNight);
  await form.getByRole('button', { name: 'Bloquear noites' }).click();
  await expect(manager.getByText('Calendário guardado').first()).toBeVisible();
  // The month grid shows both nights.
  for (let i = 0; i < 3; i++) await manager.getByRole('button', { name: 'Mês seguinte' }).click();
  await expect(manager.locator(`button[data-date="${blockedNight}"]`)).toHaveAttribute('data-blocked', 'true');
  await expect(manager.locator(`button[data-date="${rateNight}"]`)).toContainText('9875');

  // The traveller: the stay page prices that night at the rate.
  const traveller = await signedInPage(browser, 'cliente@demo.co.mz');
  await traveller.goto(`/alojamentos/${hotelId}?roomTypeId=${roomTypeId}&checkIn=${rateNight}&checkOut=${night(12)}&guests=1`);
  await expect(traveller.getByRole('heading', { level: 1, name: 'Casa do Mar Tofo' })).toBeVisible();
  await expect(traveller.getByText('Não há quartos deste tipo disponíveis em todas as noites escolhidas.')).toBeVisible();
  await traveller.getByLabel('Check-out').fill(blockedNight);
  const quote = traveller.locator('[data-stay-quote]');
  await expect(quote.getByText(await formatMZN(traveller, 987500), { exact: true })).toBeVisible();

  // The rate night alone: the booking charges the rate.
  const created = traveller.waitForResponse((r) => r.url().endsWith('/api/bookings/create'));
  await traveller.getByRole('button', { name: 'Reservar', exact: true }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  const booking = (await answer.json()).data as { subtotalCents: number; totalCents: number };
  expect(booking.subtotalCents).toBe(987500);
  await payByCard(traveller, booking.totalCents);
});

test("the driver's manifest: a paid passenger is listed, a change notifies them, and they see the car once booked", async ({ browser }) => {
  const driver = await signedInPage(browser, 'motorista@demo.co.mz');
  // The car, on the dashboard.
  await driver.goto('/drivers');
  const car = driver.getByRole('form', { name: 'O seu veículo' });
  await car.getByLabel('Marca').fill('Toyota');
  await car.getByLabel('Modelo').fill('Hiace');
  await car.getByLabel('Cor').fill('Branco');
  await car.getByLabel('Matrícula').fill('ABC 123 MP');
  await car.getByRole('button', { name: 'Guardar veículo' }).click();
  await expect(driver.getByText('Veículo guardado').first()).toBeVisible();

  // A recurring ride: one day a week, one week (the day 9 days from now).
  const day = inDays(9);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const names = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
  await driver.goto('/drivers/publish/recorrente');
  const publish = driver.getByRole('form', { name: 'Publicar viagens recorrentes' });
  await publish.getByRole('combobox', { name: 'Origem' }).fill('Maputo');
  await publish.getByRole('option', { name: /^Maputo Cidade/ }).first().click();
  await publish.getByRole('combobox', { name: 'Destino' }).fill('Xai-Xai');
  await publish.getByRole('option', { name: /^Xai-Xai/ }).first().click();
  await publish.getByLabel('A partir de').fill(day);
  await publish.getByLabel('Hora').fill('06:30');
  await publish.getByLabel('Número de semanas').fill('1');
  await publish.getByLabel('Preço por pessoa (MT)').fill('850');
  await publish.getByRole('checkbox', { name: names[weekday]! }).check();
  const series = driver.waitForResponse((r) => r.url().endsWith('/api/rides/recurring'));
  await publish.getByRole('button', { name: 'Publicar viagens' }).click();
  const rides = (await (await series).json()).data.rides as { id: string; departureDate: string }[];
  expect(rides.map((r) => r.departureDate)).toEqual([day]);
  const rideId = rides[0]!.id;

  // A traveller books and pays one seat, with a pickup note.
  const traveller = await signedInPage(browser, 'cliente@demo.co.mz');
  await traveller.goto(`/rides/${rideId}?seats=1`);
  const created = traveller.waitForResponse((r) => r.url().endsWith('/api/bookings/create') && r.status() === 201);
  await traveller.getByRole('button', { name: /^Reservar 1 lugar/ }).click();
  const booking = (await (await created).json()).data as { id: string; totalCents: number };
  await payByCard(traveller, booking.totalCents);

  // The driver's list of passengers.
  await driver.goto('/drivers/offers');
  await driver.getByRole('link', { name: new RegExp(`^Gerir Maputo → Xai-Xai, ${day} 06:30`) }).click();
  await driver.waitForURL((url) => url.pathname === `/drivers/offers/${rideId}`);
  const list = driver.getByRole('list', { name: 'Lista de passageiros' });
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByText('Pago', { exact: true })).toBeVisible();
  await expect(driver.getByText('1 lugar pago · 0 por pagar')).toBeVisible();

  // 'Gerir': a later departure; the passenger is told.
  const change = driver.getByRole('form', { name: 'Alterar viagem' });
  await change.getByLabel('Hora').fill('08:15');
  await change.getByRole('button', { name: 'Guardar alterações' }).click();
  await expect(driver.getByText('1 passageiro foi notificado.').first()).toBeVisible();

  await traveller.goto('/notificacoes');
  await expect(traveller.getByRole('link', { name: /Viagem alterada/ }).first()).toContainText('08:15');
  await traveller.goto('/reservas');
  const card = traveller.locator(`[data-booking-id="${booking.id}"]`);
  await expect(card.locator('[data-ride-vehicle]')).toContainText('Toyota Hiace, Branco');
  await expect(card.locator('[data-ride-vehicle]')).toContainText('ABC 123 MP');
});
