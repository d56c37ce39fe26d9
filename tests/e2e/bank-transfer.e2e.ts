/**
 * Issue 12 'Bank transfers that can be paid' and 'Receipts': a traveller books a seat, chooses Transferência
 * Bancária and sees the platform's account (the one the admin entered in /admin/settings: none is seeded, issue 32)
 * and the booking's payment
 * reference, registers the transfer and uploads the proof (a PNG); the demo admin finds it on /admin with the same
 * reference, the amount and the proof, and confirms it; the traveller finds the booking confirmed in /reservas,
 * opens the printable receipt and downloads its PDF. Real API, database, sandbox provider and Auth emulator.
 */
import { expect, type Page, test } from '@playwright/test';

/** Today in Africa/Maputo, 'yyyy-MM-dd'. */
const todayInMaputo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo' }).format(new Date());

/** A 2 x 2 PNG, as a phone's photo of a bank slip would be (decoded and re-encoded by the API). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMQWFAARAwQCgAeDgSBuTm+IgAAAABJRU5ErkJggg==',
  'base64',
);

async function formatMZN(page: Page, centavos: number): Promise<string> {
  return await page.evaluate(
    (c) => new Intl.NumberFormat('pt-MZ', { style: 'currency', currency: 'MZN' }).format(c / 100),
    centavos,
  );
}

test('a bank transfer with its proof is confirmed by the admin, then the traveller downloads the receipt', async ({
  page,
  request,
  browser,
}) => {
  // The admin enters the platform's account in /admin/settings (the demo data has none: issue 32).
  const settingsContext = await browser.newContext();
  const settings = await settingsContext.newPage();
  await settings.goto('/login?next=%2Fadmin%2Fsettings');
  await settings.getByRole('textbox', { name: 'Email' }).fill('admin@demo.co.mz');
  await settings.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await settings.getByRole('button', { name: 'Entrar', exact: true }).click();
  await settings.waitForURL((url) => url.pathname === '/admin/settings');
  await settings.getByRole('textbox', { name: 'Banco', exact: true }).fill('Millennium bim');
  await settings.getByRole('textbox', { name: 'Titular da conta' }).fill('MozTurismo, Lda.');
  await settings.getByRole('textbox', { name: 'NIB/IBAN' }).fill('MZ59 0003 0000 0012 3456 7808 8');
  await settings.getByRole('button', { name: 'Guardar conta bancária' }).click();
  await expect(settings.getByText('Conta bancária guardada').first()).toBeVisible();
  await settingsContext.close();

  const search = await request.get('/api/rides-simple/search', {
    params: { from: 'Maputo', to: 'Inhambane', date: todayInMaputo(), passengers: 1 },
  });
  const ride = ((await search.json()).data as { id: string; fromAddress: string; toAddress: string }[])[0];
  expect(ride, 'the demo data has Maputo -> Inhambane rides').toBeTruthy();

  // A new traveller signs up and books one seat.
  await page.goto(`/signup?next=${encodeURIComponent(`/rides/${ride!.id}`)}`);
  const email = `transferencia${Date.now()}@teste.co.mz`;
  await page.getByRole('textbox', { name: 'Nome Completo' }).fill('Helena Tembe');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('textbox', { name: 'Confirmar Senha' }).fill('segredo123');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await page.waitForURL((url) => url.pathname === `/rides/${ride!.id}`);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings/create') && r.status() === 201);
  await page.getByRole('button', { name: /^Reservar 1 lugar/ }).click();
  const booking = (await (await created).json()).data as { id: string; totalCents: number };
  const total = await formatMZN(page, booking.totalCents);

  // The bank tab: the platform's account and the booking's reference, from the server.
  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await payment.getByRole('tab', { name: 'Transferência Bancária' }).click();
  const details = payment.getByRole('region', { name: 'Dados para a transferência bancária' });
  await expect(details.getByTestId('bank-iban')).toHaveText('MZ59 0003 0000 0012 3456 7808 8');
  const reference = (await details.getByTestId('bank-reference').textContent())!.trim();
  expect(reference).toMatch(/^MZT-[0-9A-Z]{8}$/);
  await payment.getByRole('textbox', { name: 'Número da conta ou IBAN' }).fill('0001 2345 678');
  await payment.getByRole('button', { name: `Pagar ${total}` }).click();

  // Registered: the proof is uploaded right there.
  const registered = page.getByRole('dialog', { name: 'Transferência registada' });
  await expect(registered.getByTestId('bank-reference')).toHaveText(reference);
  await registered.getByLabel('Comprovativo da transferência (imagem ou PDF)').setInputFiles({
    name: 'talao.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(registered.getByText(/^Comprovativo enviado em/)).toBeVisible();
  await registered.getByRole('button', { name: 'Ver Minhas Reservas' }).click();

  // The demo admin confirms it on /admin, where the reference, the amount and the proof are listed.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await admin.getByRole('textbox', { name: 'Email' }).fill('admin@demo.co.mz');
  await admin.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await admin.getByRole('button', { name: 'Entrar', exact: true }).click();
  await admin.waitForURL((url) => url.pathname === '/');
  await admin.goto('/admin');
  const transfers = admin.getByRole('list', { name: 'Transferências bancárias por confirmar' });
  const item = transfers.getByRole('listitem').filter({ hasText: reference });
  await expect(item.getByText(await formatMZN(admin, booking.totalCents))).toBeVisible();
  await expect(item.getByRole('button', { name: 'Ver comprovativo (imagem)' })).toBeVisible();
  await item.getByRole('button', { name: `Confirmar a transferência ${reference} de ${total}` }).click();
  await expect(admin.getByText('Transferência confirmada').first()).toBeVisible();
  await expect(transfers.getByText(reference)).toHaveCount(0);
  await adminContext.close();

  // The traveller: confirmed, with its receipt.
  await page.goto('/reservas');
  const card = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(card.getByText('Confirmada')).toBeVisible();
  const receiptLink = card.getByRole('link', { name: /^Recibo \d{6}$/ });
  await expect(receiptLink).toBeVisible();
  const number = (await receiptLink.textContent())!.replace('Recibo ', '').trim();
  await receiptLink.click();
  await page.waitForURL((url) => url.pathname.startsWith('/recibos/'));
  const sheet = page.getByRole('article', { name: `Recibo de pagamento n.º ${number}` });
  await expect(sheet.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sheet.getByText('MozTurismo', { exact: true })).toBeVisible();
  await expect(sheet.getByText('Helena Tembe', { exact: true })).toBeVisible();
  await expect(sheet.getByText(/^Transferência bancária \*\*\*\* 5678$/)).toBeVisible();
  await expect(page.getByTestId('receipt-amount')).toHaveText(total);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descarregar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`recibo-${number}.pdf`);
  const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
