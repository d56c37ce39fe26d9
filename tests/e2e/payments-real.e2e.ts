/**
 * Issue 25 (ADR 0042, 0050): paying through the production rails against the local simulators of Vodacom's M-Pesa API
 * and of DPO Pay's API and hosted card page that `npm start` and the e2e run start. A traveller types a Movitel number
 * and is told e-Mola is not offered yet; a number with no balance gets INS-2006 ('Saldo M-Pesa insuficiente'); a
 * number whose PIN is typed 20 s later makes the dialog count down and say what to do on the phone, then the payment
 * succeeds. A payment whose answer never comes is unknown and the reconciliation job settles it; a card is declined on
 * the hosted page, then paid there with 3-D Secure and the traveller is back on the booking; a cancelled M-Pesa
 * booking is refunded by reversal. (The driver's payout by B2C is payouts.e2e.ts's journey, checked against the
 * simulator there.)
 */
import { expect, type Page, test } from '@playwright/test';
import { payOnHostedPage, TEST_CARDS } from './hosted-card.ts';

type SearchRide = { id: string; departureDate: string };

function dayAfterTomorrowInMaputo(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 2)).toISOString().slice(0, 10);
}

test('M-Pesa: the rail of the number, INS-2006, then the PIN typed 20 s later with a countdown', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const found = await request.get('/api/rides-simple/search', {
    params: { from: 'Maputo', to: 'Inhambane', date: dayAfterTomorrowInMaputo(), passengers: 1 },
  });
  const ride = ((await found.json()).data as SearchRide[])[0]!;
  expect(ride, 'the demo data has Maputo -> Inhambane rides').toBeTruthy();

  await page.goto(`/rides/${ride.id}?seats=1`);
  await page.getByRole('link', { name: 'Registar para Reservar' }).click();
  await page.waitForURL((url) => url.pathname === '/signup');
  await page.getByRole('textbox', { name: 'Nome Completo' }).fill('Helena Sitoe');
  await page.getByRole('textbox', { name: 'Email' }).fill(`mpesa${Date.now()}@teste.co.mz`);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('textbox', { name: 'Confirmar Senha' }).fill('segredo123');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await page.waitForURL((url) => url.pathname === `/rides/${ride.id}`);
  await page.getByRole('button', { name: /^Reservar 1 lugar/ }).click();

  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(payment).toBeVisible();
  await payment.getByRole('tab', { name: 'M-Pesa' }).click();
  const number = payment.getByRole('textbox', { name: 'Número M-Pesa' });

  // The rule of the number, said as it is typed (DECISIONS.md 9).
  await number.fill('+258 86 123 4567');
  await expect(payment.getByText(/Este número é da Movitel \(e-Mola\)\. Ainda não aceitamos e-Mola/)).toBeVisible();
  await number.fill('+258 84 123 4567');
  await expect(payment.getByText('Número Vodacom: vai receber o pedido de pagamento M-Pesa no telemóvel.')).toBeVisible();

  // INS-2006: the sentence for the traveller; the booking can be paid again.
  await number.fill('+258 84 000 2006');
  await payment.getByRole('button', { name: /^Pagar / }).click();
  await expect(payment.getByText(/Saldo M-Pesa insuficiente/)).toBeVisible({ timeout: 20_000 });

  // The PIN typed 20 s later: a countdown and what to do on the phone, then success.
  await number.fill('+258 84 000 0020');
  await payment.getByRole('button', { name: /^Pagar / }).click();
  await expect(payment.getByText('Confirme no telemóvel')).toBeVisible({ timeout: 15_000 });
  await expect(payment.getByText(/Confirme o pagamento no seu telemóvel/)).toBeVisible();
  await expect(payment.getByText(/Tempo restante: \d+ s/)).toBeVisible();
  await expect(page.getByText('Pagamento Processado').first()).toBeVisible({ timeout: 60_000 });
});

/** Signs a new traveller up from a Maputo -> Inhambane ride and books 1 seat; the payment dialog is open. */
async function signUpAndBook(page: Page, request: import('@playwright/test').APIRequestContext, who: string) {
  const found = await request.get('/api/rides-simple/search', {
    params: { from: 'Maputo', to: 'Inhambane', date: dayAfterTomorrowInMaputo(), passengers: 1 },
  });
  const ride = ((await found.json()).data as SearchRide[])[0]!;
  expect(ride, 'the demo data has Maputo -> Inhambane rides').toBeTruthy();
  await page.goto(`/rides/${ride.id}?seats=1`);
  await page.getByRole('link', { name: 'Registar para Reservar' }).click();
  await page.waitForURL((url) => url.pathname === '/signup');
  await page.getByRole('textbox', { name: 'Nome Completo' }).fill('Helena Sitoe');
  await page.getByRole('textbox', { name: 'Email' }).fill(`${who}${Date.now()}@teste.co.mz`);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('textbox', { name: 'Confirmar Senha' }).fill('segredo123');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await page.waitForURL((url) => url.pathname === `/rides/${ride.id}`);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings/create') && r.status() === 201);
  await page.getByRole('button', { name: /^Reservar 1 lugar/ }).click();
  const booking = (await (await created).json()).data as { id: string; totalCents: number };
  await expect(page.getByRole('dialog', { name: 'Pagamento' })).toBeVisible();
  return booking;
}

/** A Vodacom number no other journey uses (the simulator keeps every transaction). */
const freshNumber = () => `+258 84 ${String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 3)} ${
  String(Math.floor(Math.random() * 10_000)).padStart(4, '1')
}`;

interface SimTransaction {
  op: string;
  msisdn: string;
  amountCents: number;
  transactionId: string;
  originalTransactionId?: string;
  status: string;
}
async function mpesaTransactions(request: import('@playwright/test').APIRequestContext): Promise<SimTransaction[]> {
  const url = process.env.MPESA_SIMULATOR_URL;
  expect(url, 'the e2e run starts the M-Pesa simulator').toBeTruthy();
  return (await (await request.get(`${url}/__control`)).json()).transactions;
}

test('card on the hosted page: declined there, then paid with 3-D Secure; back on the booking, which shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const booking = await signUpAndBook(page, request, 'cartao');
  // Declined by the issuer on the hosted page: back on the booking, which says why; it can be paid again.
  await payOnHostedPage(page, null, TEST_CARDS.declined);
  await expect(page.getByRole('alert').filter({ hasText: 'O cartão foi recusado pelo banco.' })).toBeVisible({
    timeout: 20_000,
  });
  expect(new URL(page.url()).search, 'the return parameters are taken out of the address').toBe('');
  const card = page.locator(`[data-booking-id="${booking.id}"]`);
  await card.getByRole('button', { name: /^Pagar/ }).click();
  // Paid on the hosted page with 3-D Secure: back on the booking, confirmed.
  await payOnHostedPage(page, null, TEST_CARDS.paid);
  await expect(page.getByText('Pagamento Processado').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(`[data-booking-id="${booking.id}"]`).getByText('Confirmada')).toBeVisible();
});

test('a time-out: the payment is unknown, the dialog says not to pay again, and the reconciliation job settles it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const booking = await signUpAndBook(page, request, 'tempo');
  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await payment.getByRole('tab', { name: 'M-Pesa' }).click();
  // +258 84 000 0999: M-Pesa never answers (the call times out after 30 s); the payment completes 3 s later.
  await payment.getByRole('textbox', { name: 'Número M-Pesa' }).fill('+258 84 000 0999');
  await payment.getByRole('button', { name: /^Pagar / }).click();
  await expect(payment.getByText(/Estamos a verificar o pagamento: não pague de novo/)).toBeVisible({ timeout: 90_000 });
  // The traveller leaves: nobody polls; the reconciliation job (every 5 s, past the back-off) asks M-Pesa.
  await page.goto('/reservas');
  const card = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('Confirmada')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  const c2b = (await mpesaTransactions(request)).filter((t) => t.op === 'c2b' && t.msisdn === '258840000999');
  expect(c2b.some((t) => t.amountCents === booking.totalCents && t.status === 'Completed')).toBe(true);
});

test('a cancelled M-Pesa booking is refunded by reversal on M-Pesa', async ({ page, request }) => {
  test.setTimeout(180_000);
  const booking = await signUpAndBook(page, request, 'reembolso');
  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await payment.getByRole('tab', { name: 'M-Pesa' }).click();
  const phone = freshNumber();
  await payment.getByRole('textbox', { name: 'Número M-Pesa' }).fill(phone);
  await payment.getByRole('button', { name: /^Pagar / }).click();
  await expect(page.getByText('Pagamento Processado').first()).toBeVisible({ timeout: 30_000 });
  await page.goto('/reservas');
  const card = page.locator(`[data-booking-id="${booking.id}"]`);
  await card.getByRole('button', { name: /^Cancelar reserva/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar reserva' });
  const cancelled = page.waitForResponse((r) => r.url().endsWith(`/api/bookings/${booking.id}/cancel`));
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  const refund = (await (await cancelled).json()).data.refund as { amountCents: number };
  await expect(page.getByText('Reserva cancelada').first()).toBeVisible();
  expect(refund.amountCents).toBeGreaterThan(0);
  // The money went back by M-Pesa's reversal of that very payment, once.
  const msisdn = phone.replace(/\D/g, '');
  await expect(async () => {
    const all = await mpesaTransactions(request);
    const paid = all.find((t) => t.op === 'c2b' && t.msisdn === msisdn)!;
    expect(paid.amountCents).toBe(booking.totalCents);
    const reversals = all.filter((t) => t.op === 'reversal' && t.originalTransactionId === paid.transactionId);
    expect(reversals.map((r) => r.amountCents)).toEqual([refund.amountCents]);
  }).toPass({ timeout: 30_000 });
});
