/**
 * Issue 3: a visitor searches Maputo -> Inhambane for a date with rides, picks one, is sent to sign up, comes back,
 * books 2 seats, pays with M-Pesa, sees the confirmation among the notifications and the booking in /reservas with
 * the total the API computed, writes to the driver from the booking's Chat button (the driver reads it in
 * /drivers/chat, spec 2.12, 2.15), cancels it after being told the whole amount comes back, sees the refund settle
 * ('Reembolsado') and the seats back in the search. Real API, database (seeded demo rides), sandbox payment provider
 * and Firebase Auth emulator.
 */
import { expect, type Page, test } from '@playwright/test';

type SearchRide = {
  id: string;
  fromAddress: string;
  toAddress: string;
  departureDate: string;
  departureTime: string;
  seatsAvailable: number;
};

/** The day after tomorrow in Africa/Maputo, 'yyyy-MM-dd'. */
function dayAfterTomorrowInMaputo(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 2)).toISOString().slice(0, 10);
}

/** Formats centavos as the browser does for pt-MZ (the app's formatMZN). */
async function formatMZN(page: Page, centavos: number): Promise<string> {
  return await page.evaluate(
    (c) => new Intl.NumberFormat('pt-MZ', { style: 'currency', currency: 'MZN' }).format(c / 100),
    centavos,
  );
}

/**
 * The demo account of a seeded driver, from the name the API shows: motorista@demo.co.mz is Carlos Nhantumbo, the
 * others are first.last@demo.co.mz without accents (api/src/seed/rides.ts).
 */
function demoDriverEmail(name: string): string {
  if (name === 'Carlos Nhantumbo') return 'motorista@demo.co.mz';
  const [first = '', ...rest] = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(' ');
  return `${first}.${rest.join('.')}@demo.co.mz`;
}

/** Searches in the 'Buscar Viagens' modal opened from the home search card. */
async function searchFromHome(page: Page, date: string, passengers: number) {
  await page.goto('/');
  const card = page.getByRole('form', { name: 'Pesquisar viagens' });
  // Choose each place from the suggestions (the API's places).
  await card.getByRole('combobox', { name: 'Origem' }).fill('Maputo');
  await card.getByRole('option', { name: /^Maputo Cidade/ }).first().click();
  await card.getByRole('combobox', { name: 'Destino' }).fill('Inhambane');
  await card.getByRole('option', { name: /^Inhambane Cidade/ }).first().click();
  await expect(card.getByRole('combobox', { name: 'Destino' })).toHaveValue('Inhambane');
  await card.getByLabel('Data').fill(date);
  await card.getByRole('button', { name: 'Buscar Viagens' }).click();

  const dialog = page.getByRole('dialog', { name: 'Buscar Viagens' });
  await expect(dialog).toBeVisible();
  // Spec 2.6: it searches on open (one passenger by default).
  await expect(page.getByText('Busca realizada').first()).toBeVisible();
  await dialog.getByLabel('Passageiros').fill(String(passengers));
  await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: /viage(m|ns) encontrada/ })).toBeVisible();
  return dialog;
}

test('a visitor books two seats of a ride, pays with M-Pesa, chats with the driver, then cancels', async ({
  page,
  request,
  browser,
}) => {
  // A date with rides: the soonest Maputo -> Inhambane ride with two free seats from the day after tomorrow, more
  // than 24 hours away, so that cancelling it is free (the ride policy, ADR 0024 of the API).
  const first = await request.get('/api/rides-simple/search', {
    params: { from: 'Maputo', to: 'Inhambane', date: dayAfterTomorrowInMaputo(), passengers: 2 },
  });
  expect(first.ok()).toBeTruthy();
  const soonest = ((await first.json()).data as SearchRide[])[0];
  expect(soonest, 'the demo data has Maputo -> Inhambane rides').toBeTruthy();
  const date = soonest!.departureDate;
  // What the modal will list first for that date.
  const sameDay = await request.get('/api/rides-simple/search', {
    params: { from: 'Maputo', to: 'Inhambane', date, passengers: 2 },
  });
  const ride = ((await sameDay.json()).data as SearchRide[])[0]!;
  const seatsBefore = ride.seatsAvailable;

  // The visitor searches and picks the first ride.
  const dialog = await searchFromHome(page, date, 2);
  await dialog.getByRole('button', { name: /^Reservar / }).first().click();
  await page.waitForURL((url) => url.pathname === `/rides/${ride.id}`);
  expect(new URL(page.url()).searchParams.get('seats')).toBe('2');

  // A visitor is sent to sign up and comes back with the seats.
  const register = page.getByRole('link', { name: 'Registar para Reservar' });
  await expect(register).toBeVisible();
  await register.click();
  await page.waitForURL((url) => url.pathname === '/signup');
  const email = `reserva${Date.now()}@teste.co.mz`;
  await page.getByRole('textbox', { name: 'Nome Completo' }).fill('Amélia Cossa');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('textbox', { name: 'Confirmar Senha' }).fill('segredo123');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await page.waitForURL((url) => url.pathname === `/rides/${ride.id}`);
  await expect(page.getByRole('combobox', { name: 'Lugares' })).toHaveValue('2');

  // Book two seats: the amounts come from the server.
  const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings/create') && r.status() === 201);
  await page.getByRole('button', { name: 'Reservar 2 lugares' }).click();
  const booking = (await (await created).json()).data as { id: string; totalCents: number; seats: number };
  expect(booking.seats).toBe(2);
  const total = await formatMZN(page, booking.totalCents);

  // Pay with M-Pesa.
  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(payment).toBeVisible();
  await payment.getByRole('tab', { name: 'M-Pesa' }).click();
  await payment.getByRole('textbox', { name: 'Número M-Pesa' }).fill('+258 84 123 4567');
  await payment.getByRole('button', { name: `Pagar ${total}` }).click();
  await expect(page.getByText('Pagamento Processado').first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/reservas');

  // The confirmation also arrives as a notification: the bell counts it; opening it marks it read and leads back.
  await page.goto('/notificacoes');
  // With it, the loyalty points the booking earned (migration 0011).
  await expect(page.getByRole('button', { name: 'Notificações, 2 por ler' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Não lida:\s*Pontos ganhos/ })).toBeVisible();
  const notice = page.getByRole('link', { name: /Não lida:\s*Reserva confirmada/ });
  await expect(notice).toContainText(`${ride.fromAddress} → ${ride.toAddress}`);
  await notice.click();
  await page.waitForURL((url) => url.pathname === '/reservas');
  await expect(page.getByRole('button', { name: 'Notificações, 1 por ler' })).toBeVisible();

  // The booking is in /reservas with the API's total.
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Reservas' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Ativas \(\d+\)$/ })).toBeVisible();
  const card = page.locator(`[data-booking-id="${booking.id}"]`);
  // 'Maputo' also finds rides from its neighbourhoods (Polana...): the card names the ride's own places.
  await expect(card.getByRole('heading', { name: `${ride.fromAddress} → ${ride.toAddress}` })).toBeVisible();
  await expect(card.getByText('Confirmada')).toBeVisible();
  await expect(card.getByText(total, { exact: true })).toBeVisible();

  // The booking earned loyalty points (migration 0011): /fidelidade lists them in the recent history.
  await page.goto('/fidelidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Programa Fidelidade' })).toBeVisible();
  const recent = page.getByRole('list', { name: 'Histórico de pontos' });
  await expect(recent.getByText(`${ride.fromAddress} → ${ride.toAddress}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progresso para Prata' })).toBeVisible();
  await page.goto('/reservas');

  // Chat with the driver from the booking's card (spec 2.10 'Chat', 2.12).
  await card.getByRole('link', { name: /^Chat sobre a reserva/ }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/chat/'));
  const driverName = ((await (await request.get(`/api/rides/${ride.id}`)).json()).data as { driverName: string })
    .driverName;
  await expect(page.getByRole('heading', { level: 1, name: driverName })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Reserva' }).getByText('Em Andamento')).toBeVisible();
  // 'Ligar': the seeded drivers have phones.
  await expect(page.getByRole('link', { name: 'Ligar' })).toHaveAttribute('href', /^tel:\+258\d{9}$/);
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await expect(box).toHaveAttribute('placeholder', 'Digite sua mensagem...');
  const text = `Olá! Levo uma mala grande. ${Date.now()}`;
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');

  // The driver sees it in /drivers/chat, with the passenger's name.
  const driverContext = await browser.newContext();
  const driverPage = await driverContext.newPage();
  await driverPage.goto(`/login?next=${encodeURIComponent('/drivers/chat')}`);
  await driverPage.getByRole('textbox', { name: 'Email' }).fill(demoDriverEmail(driverName));
  await driverPage.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await driverPage.getByRole('button', { name: 'Entrar', exact: true }).click();
  await driverPage.waitForURL((url) => url.pathname === '/drivers/chat');
  const conversation = driverPage.getByRole('button', { name: /^Amélia Cossa, Passageiro, Ativo, 1 mensagem nova/ });
  await expect(conversation).toBeVisible();
  await conversation.click();
  await expect(driverPage.getByRole('log').getByText(text)).toBeVisible();
  await driverContext.close();
  await page.goto('/reservas');

  // Cancel it after the confirmation prompt.
  await card.getByRole('button', { name: /^Cancelar reserva/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar reserva' });
  await expect(confirm.getByText('Tem certeza que deseja cancelar esta reserva?')).toBeVisible();
  // Before confirming, the traveller is told what comes back: everything paid, platform fee included.
  await expect(
    confirm.getByText(`Receberá de volta o valor total pago, ${total}, incluindo a taxa da plataforma.`),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByText('Reserva cancelada').first()).toBeVisible();
  await page.getByRole('tab', { name: /^Anteriores/ }).click();
  const cancelled = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(cancelled.getByText('Cancelada')).toBeVisible();
  // The refund of the whole amount: in process, then refunded once the sandbox settles it (PAYMENT_DELAY_MS).
  const refund = cancelled.locator('[data-refund-status]');
  await expect(refund.getByText(/^(Reembolso em processamento|Reembolsado)$/)).toBeVisible();
  await expect(refund.getByText(total, { exact: true })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: /^Anteriores/ }).click();
    await expect(page.locator(`[data-booking-id="${booking.id}"] [data-refund-status="succeeded"]`).getByText('Reembolsado'))
      .toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // The seats are back in the search.
  const again = await searchFromHome(page, date, 2);
  const seatsText = seatsBefore === 1 ? '1 lugar livre' : `${seatsBefore} lugares livres`;
  await expect(again.getByRole('article').first().getByText(seatsText)).toBeVisible();
  const after = await request.get(`/api/rides/${ride.id}`);
  expect((await after.json()).data.seatsAvailable).toBe(seatsBefore);
});
