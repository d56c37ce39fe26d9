/**
 * Issue 14: a visitor signs up, books a seat and pays with M-Pesa; the confirmation reaches them three ways: the bell
 * counts it at once (live stream, no reload), its panel lists it with 'Ver Todas as Notificações', and the e-mail
 * 'MozTurismo: Reserva confirmada' lands in the development mail catcher (MAIL_INBOX_URL, started by the runner as
 * by `npm start`). The driver, in the partner portal, has the same bell with 'Nova reserva confirmada'.
 */
import { expect, type Page, test } from '@playwright/test';

type SearchRide = { id: string; fromAddress: string; toAddress: string; departureDate: string };
type CaughtMail = { to: string; subject: string; text: string };

const INBOX = process.env.MAIL_INBOX_URL ?? '';

function todayInMaputo(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo' }).format(new Date());
}

/** The seeded driver's demo account from the name the API shows (api/src/seed/rides.ts). */
function demoDriverEmail(name: string): string {
  if (name === 'Carlos Nhantumbo') return 'motorista@demo.co.mz';
  const [first = '', ...rest] = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(' ');
  return `${first}.${rest.join('.')}@demo.co.mz`;
}

async function signIn(page: Page, email: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

test('a confirmed booking reaches the bell at once, its panel, and the mail catcher; the driver has the same bell', async ({
  page,
  request,
  browser,
}) => {
  // Never skipped: without the dev mail catcher the e-mail half of this journey would pass unseen.
  expect(INBOX, 'MAIL_INBOX_URL: run through tests/run-all.mjs (it starts the mail catcher)').toBeTruthy();
  const found = await request.get('/api/rides-simple/search', {
    params: { from: 'Maputo', to: 'Inhambane', date: todayInMaputo(), passengers: 1 },
  });
  const ride = ((await found.json()).data as SearchRide[])[0];
  expect(ride, 'the demo data has Maputo -> Inhambane rides').toBeTruthy();

  // Sign up, coming back to the ride.
  const email = `aviso${Date.now()}@teste.co.mz`;
  await page.goto(`/signup?next=${encodeURIComponent(`/rides/${ride!.id}`)}`);
  await page.getByRole('textbox', { name: 'Nome Completo' }).fill('Celeste Mondlane');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('textbox', { name: 'Confirmar Senha' }).fill('segredo123');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await page.waitForURL((url) => url.pathname === `/rides/${ride!.id}`);

  // No notification yet; the live stream is opened by the bell.
  const bell = page.getByRole('button', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings/create') && r.status() === 201);
  await page.getByRole('button', { name: 'Reservar 1 lugar' }).click();
  const bookingId = ((await (await created).json()).data as { id: string }).id;
  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(payment).toBeVisible();
  await payment.getByRole('tab', { name: 'M-Pesa' }).click();
  await payment.getByRole('textbox', { name: 'Número M-Pesa' }).fill('+258 84 765 4321');
  await payment.getByRole('button', { name: /^Pagar / }).click();
  await expect(page.getByText('Pagamento Processado').first()).toBeVisible();

  // The confirmation and the loyalty points it earned: counted on the bell without a reload.
  await expect(page.getByRole('button', { name: 'Notificações, 2 por ler' })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Notificações, 2 por ler' }).click();
  const panel = page.getByRole('region', { name: 'Notificações' });
  const notice = panel.getByRole('link', { name: /Não lida:\s*Reserva confirmada/ });
  await expect(notice).toContainText(`${ride!.fromAddress} → ${ride!.toAddress}`);
  await expect(panel.getByRole('link', { name: 'Ver Todas as Notificações' })).toHaveAttribute('href', '/notificacoes');
  await notice.click();
  await page.waitForURL((url) => url.pathname === '/reservas');
  await expect(page.getByRole('button', { name: 'Notificações, 1 por ler' })).toBeVisible();

  // The e-mail, sent by the background job through SMTP, is in the development inbox.
  let mail: CaughtMail | undefined;
  await expect(async () => {
    const caught = (await (await request.get(`${INBOX}messages.json`)).json()) as CaughtMail[];
    mail = caught.find((m) => m.to === email && m.subject === 'MozTurismo: Reserva confirmada');
    expect(mail).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  expect(mail!.text).toContain(`${ride!.fromAddress} → ${ride!.toAddress}`);
  expect(mail!.text).toMatch(/Veja em http:\/\/localhost:\d+\/reservas/);
  // The inbox page lists it too.
  const inbox = await browser.newPage();
  await inbox.goto(INBOX);
  await expect(inbox.getByRole('heading', { name: 'MozTurismo: Reserva confirmada' }).first()).toBeVisible();
  await inbox.close();

  // The driver's area has the same bell, with the new booking.
  const driverName = ((await (await request.get(`/api/rides/${ride!.id}`)).json()).data as { driverName: string })
    .driverName;
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'pt-MZ' });
  const driver = await context.newPage();
  await signIn(driver, demoDriverEmail(driverName), '/drivers');
  await driver.getByRole('button', { name: /^Notificações, (\d+|9\+) por ler$/ }).click();
  const driverPanel = driver.getByRole('region', { name: 'Notificações' });
  await expect(driverPanel.getByRole('link', { name: /Nova reserva confirmada/ }).first()).toBeVisible();
  await driver.keyboard.press('Escape');

  // Live chat: the driver has the conversation open (and the live stream, opened by the bell); the traveller's
  // message makes the driver's page reload the thread within a second of being saved (polling is every 5 s, and
  // only while the stream is down), then it shows.
  const streamOpen = driver.waitForResponse((r) => r.url().includes('/api/notifications/stream?') && r.ok());
  await driver.goto('/drivers/chat');
  await streamOpen;
  await driver.getByRole('button', { name: /^Celeste Mondlane, Passageiro, Ativo/ }).click();
  await expect(driver.getByRole('log')).toBeVisible();
  await page.locator(`[data-booking-id="${bookingId}"]`).getByRole('link', { name: /^Chat sobre a reserva/ }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/chat/'));
  const text = `A que horas é a partida? ${Date.now()}`;
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill(text);
  const saved = page.waitForResponse((r) => r.url().includes('/api/chat/messages/') && r.request().method() === 'POST');
  const reloaded = driver.waitForRequest((r) => r.url().includes('/api/chat/messages/') && r.method() === 'GET');
  await box.press('Enter');
  expect((await saved).status()).toBe(201);
  const savedAt = Date.now();
  await reloaded;
  const delay = Date.now() - savedAt;
  console.info(`the driver's page reloaded the thread ${delay} ms after the message was saved`);
  expect(delay).toBeLessThan(1_000);
  await expect(driver.getByRole('log').getByText(text)).toBeVisible();
  await context.close();
});
