/**
 * Issue 12: the admin pays the providers' available balances in a payout batch from /admin/payouts; the demo driver
 * (whose seeded ride of last week is paid and took place) sees the payout in the statement of 'Ganhos', with the
 * balance it left, and downloads the statement. Real API, database (seed), sandbox provider (it settles the payout
 * after PAYMENT_DELAY_MS; M-Pesa payouts go by B2C to the local M-Pesa simulator) and Firebase Auth emulator.
 */
import { expect, type Page, test } from '@playwright/test';

async function logIn(page: Page, email: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

test('the admin creates a payout batch and the driver sees the payout in their statement', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin@demo.co.mz', '/admin/payouts');
  await expect(admin.getByRole('heading', { name: 'Pagamentos a prestadores' })).toBeVisible();

  // The demo driver is due their seeded ride of last week, to their M-Pesa account.
  const due = admin.getByRole('table', { name: 'Saldos a pagar' });
  const row = due.getByRole('row').filter({ hasText: 'Carlos Nhantumbo' });
  await expect(row).toContainText('No próximo lote');
  await expect(row).toContainText('+258 84 *** **21 (Carlos Nhantumbo)');
  const available = (await row.getByRole('cell').nth(1).textContent())!.trim();
  expect(available).toMatch(/\d/);

  await admin.getByRole('button', { name: 'Criar lote de pagamentos' }).click();
  await expect(admin.getByText('Lote de pagamentos criado').first()).toBeVisible();
  const payouts = admin.getByRole('table', { name: 'Pagamentos do lote' });
  const payout = payouts.getByRole('row').filter({ hasText: 'Carlos Nhantumbo' });
  await expect(payout).toContainText(available);
  await expect(payout).toContainText(/Em processamento|Enviado/);
  // Paid: the driver is no longer due anything available.
  await expect(due.getByRole('row').filter({ hasText: 'Carlos Nhantumbo' })).toHaveCount(0);
  // The sandbox settles it after PAYMENT_DELAY_MS: a reload shows it sent.
  await expect(async () => {
    await admin.reload();
    await admin.getByRole('button', { name: 'Ver pagamentos' }).first().click();
    await expect(admin.getByRole('table', { name: 'Pagamentos do lote' }).getByRole('row')
      .filter({ hasText: 'Carlos Nhantumbo' })).toContainText('Enviado', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await adminContext.close();
  // The transfer went by M-Pesa B2C (issue 25, ADR 0042) to the driver's Vodacom number, through the production rail
  // against the local simulator.
  if (process.env.MPESA_SIMULATOR_URL) {
    const sim = await (await fetch(`${process.env.MPESA_SIMULATOR_URL}/__control`)).json() as {
      transactions: { op: string; msisdn: string; status: string; amountCents: number }[];
    };
    const b2c = sim.transactions.filter((t) => t.op === 'b2c' && t.msisdn.startsWith('25884') && t.msisdn.endsWith('21'));
    expect(b2c.filter((t) => t.status === 'Completed')).toHaveLength(1);
    expect(b2c[0]!.amountCents / 100).toBeCloseTo(Number(available.replace(/[^\d,]/g, '').replace(',', '.')), 2);
  }

  const driverContext = await browser.newContext();
  const driver = await driverContext.newPage();
  await logIn(driver, 'motorista@demo.co.mz', '/drivers/ganhos');
  await expect(driver.getByRole('heading', { name: 'Ganhos', exact: true })).toBeVisible();
  const balance = driver.getByRole('list', { name: 'Saldo' });
  await expect(balance.getByRole('listitem').filter({ hasText: 'Recebido' })).toContainText(available);
  const statement = driver.getByRole('table', { name: /^Extracto de / });
  const line = statement.getByRole('row').filter({ hasText: 'Pagamento para +258 84 *** **21' });
  await expect(line).toContainText('Concluído');
  await expect(line).toContainText(available);
  // The booking it paid is listed with what the driver receives.
  await expect(driver.getByRole('table', { name: 'Ganhos por reserva' }).getByRole('row')
    .filter({ hasText: 'Maputo → Inhambane' }).filter({ hasText: 'Disponível' }).first()).toBeVisible();
  // The statement downloads as CSV and PDF.
  const [csv] = await Promise.all([
    driver.waitForEvent('download'),
    driver.getByRole('button', { name: 'Descarregar CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^extracto-\d{4}-\d{2}\.csv$/);
  const [pdf] = await Promise.all([
    driver.waitForEvent('download'),
    driver.getByRole('button', { name: 'Descarregar PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^extracto-\d{4}-\d{2}\.pdf$/);
  // 'Pagamento enviado' reached the driver.
  await driver.goto('/notificacoes');
  await expect(driver.getByText('Pagamento enviado').first()).toBeVisible();
  await driverContext.close();
});
