/**
 * Issue 12, cancellation policies: the demo driver publishes two rides, one leaving in 2 days and one in 2 hours; a
 * traveller books and pays one seat of each, reads the policy in the booking panel, then cancels both from
 * /reservas. The dialog states the amount the server's refund quote gives: everything paid for the first (more than 24
 * hours before departure), half the seat price without the platform fee for the second; the refund made is that
 * amount. Real API, database, sandbox payment provider and Firebase Auth emulator.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';

/** A Maputo local date and time `ms` from now ('yyyy-MM-dd', 'HH:mm'). */
function maputoAt(ms: number): { date: string; time: string } {
  const at = new Date(Date.now() + ms);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Maputo', hour: '2-digit', minute: '2-digit' })
    .format(at);
  return { date, time };
}

async function formatMZN(page: Page, centavos: number): Promise<string> {
  return await page.evaluate(
    (c) => new Intl.NumberFormat('pt-MZ', { style: 'currency', currency: 'MZN' }).format(c / 100),
    centavos,
  );
}

async function signIn(page: Page, email: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** The demo driver publishes a Maputo -> Xai-Xai ride at `when`; returns its id. */
async function publishRide(browser: Browser, when: { date: string; time: string }): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'motorista@demo.co.mz', '/drivers/publish');
  const form = page.getByRole('form', { name: 'Publicar rota' });
  await form.getByRole('combobox', { name: 'Origem' }).fill('Maputo');
  await page.getByRole('option', { name: /^Maputo Cidade/ }).first().click();
  await form.getByRole('combobox', { name: 'Destino' }).fill('Xai-Xai');
  await page.getByRole('option', { name: /^Xai-Xai/ }).first().click();
  await form.getByLabel('Data').fill(when.date);
  await form.getByLabel('Hora').fill(when.time);
  await form.getByLabel('Preço por pessoa (MT)').fill('800');
  const created = page.waitForResponse((r) => r.url().includes('/api/rides-simple/create') && r.status() === 201);
  await form.getByRole('button', { name: 'Publicar Rota' }).click();
  const id = ((await (await created).json()).data as { id: string }).id;
  await context.close();
  return id;
}

/** Books and pays one seat of `rideId` by card; returns the booking's id and amounts. */
async function bookAndPay(page: Page, rideId: string) {
  await page.goto(`/rides/${rideId}?seats=1`);
  const panel = page.getByRole('region', { name: 'Reservar lugares' });
  await expect(panel.getByText(/^Política de cancelamento:/)).toBeVisible();
  await expect(panel.getByText(/Cancelamento gratuito até 24 horas antes da partida/)).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings/create') && r.status() === 201);
  await page.getByRole('button', { name: 'Reservar 1 lugar' }).click();
  const booking = (await (await created).json()).data as {
    id: string;
    totalCents: number;
    subtotalCents: number;
    platformFeeCents: number;
  };
  const total = await formatMZN(page, booking.totalCents);
  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(payment).toBeVisible();
  await payment.getByRole('tab', { name: 'M-Pesa' }).click();
  await payment.getByRole('textbox', { name: 'Número M-Pesa' }).fill('+258 84 123 4567');
  await payment.getByRole('button', { name: `Pagar ${total}` }).click();
  await expect(page.getByText('Pagamento Processado').first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/reservas');
  return booking;
}

/** Cancels from /reservas; returns the dialog's refund text and the refund the API answered. */
async function cancelFromReservas(page: Page, bookingId: string, expected: string) {
  await page.goto('/reservas');
  const card = page.locator(`[data-booking-id="${bookingId}"]`);
  await card.getByRole('button', { name: /^Cancelar reserva/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar reserva' });
  await expect(dialog.getByText(expected)).toBeVisible();
  await expect(dialog.locator('[data-refund-policy]')).toContainText('24 horas antes da partida');
  const cancelled = page.waitForResponse((r) => r.url().endsWith(`/api/bookings/${bookingId}/cancel`));
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  const body = (await (await cancelled).json()).data as { refund: { amountCents: number; platformFeeCents: number } };
  await expect(page.getByText('Reserva cancelada').first()).toBeVisible();
  return body.refund;
}

test('a traveller cancels a ride 2 days before (everything back) and one 2 hours before (half the seat), with receipts', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const early = await publishRide(browser, maputoAt(2 * 86_400_000));
  const late = await publishRide(browser, maputoAt(2 * 3_600_000 + 5 * 60_000));

  await signIn(page, 'cliente@demo.co.mz', '/reservas');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Reservas' })).toBeVisible();
  const a = await bookAndPay(page, early);
  const b = await bookAndPay(page, late);

  // 2 days before departure: the free period, the whole amount paid comes back, fee included.
  const fullText = `Receberá de volta o valor total pago, ${await formatMZN(page, a.totalCents)}, incluindo a taxa da ` +
    'plataforma.';
  const fullRefund = await cancelFromReservas(page, a.id, fullText);
  expect(fullRefund.amountCents).toBe(a.totalCents);
  expect(fullRefund.platformFeeCents).toBe(a.platformFeeCents);

  // 2 hours before: half the seat price, the platform fee kept.
  const half = b.subtotalCents / 2;
  const partialText = `Receberá de volta ${await formatMZN(page, half)} dos ${await formatMZN(page, b.totalCents)} ` +
    'pagos. A taxa da plataforma não é reembolsada.';
  const partialRefund = await cancelFromReservas(page, b.id, partialText);
  expect(partialRefund.amountCents).toBe(half);
  expect(partialRefund.platformFeeCents).toBe(0);

  // /reservas shows each refund with the amount made.
  await page.getByRole('tab', { name: /^Anteriores/ }).click();
  const refundOf = (id: string) => page.locator(`[data-booking-id="${id}"] [data-refund-status]`);
  await expect(refundOf(a.id).getByText(await formatMZN(page, a.totalCents), { exact: true })).toBeVisible();
  await expect(refundOf(b.id).getByText(await formatMZN(page, half), { exact: true })).toBeVisible();

  // Both bookings have their payment receipt and, once the refund settled, its refund receipt: both download as PDF.
  for (const id of [a.id, b.id]) {
    const card = page.locator(`[data-booking-id="${id}"]`);
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: /^Anteriores/ }).click();
      await expect(card.getByRole('button', { name: /^Descarregar Recibo de reembolso \d{6} em PDF$/ }))
        .toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    for (const name of [/^Descarregar Recibo \d{6} em PDF$/, /^Descarregar Recibo de reembolso \d{6} em PDF$/]) {
      const download = page.waitForEvent('download');
      await card.getByRole('button', { name }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    }
  }
});
