/**
 * Issue 32, help and disputes: a visitor searches the help centre without accents; the demo client reports a problem
 * with a paid ride of the demo driver from /reservas (reason, description, amount in MZN, a photo); the driver answers
 * in /drivers/disputas; the admin resolves it in /admin/disputes with a partial refund, which the client sees with the
 * notification. Real API, database (seed), sandbox payment provider and Firebase Auth emulator.
 */
import { expect, type Page, test } from '@playwright/test';

/** An 8x8 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4Y2yMFTEMLQkACspMgdVP2G4AAAAASUVORK5CYII=',
  'base64',
);

async function logIn(page: Page, email: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

test('help centre search, a dispute from /reservas, the provider answers and the admin refunds part', async ({ browser }) => {
  // Four sign-ins and a file upload on a shared machine.
  test.setTimeout(600_000);
  // The help centre, at phone width, searched without accents.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/ajuda');
  await expect(visitor.getByRole('heading', { name: 'Ajuda', level: 1 })).toBeVisible();
  await visitor.getByRole('searchbox', { name: 'Procurar na ajuda' }).fill('transferencia bancaria');
  const answer = visitor.getByText('Como pago por transferência bancária?');
  await expect(answer).toBeVisible();
  await answer.click();
  await expect(visitor.getByText(/envie o comprovativo/)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Contactar o suporte' })).toBeVisible();
  await visitorContext.close();

  // The client reports that the driver never came.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await logIn(client, 'cliente@demo.co.mz', '/reservas');
  const card = client.locator('[aria-label^="Maputo → "]')
    .filter({ has: client.getByRole('button', { name: 'Reportar um problema' }) }).first();
  await card.getByRole('button', { name: 'Reportar um problema' }).click();
  const dialog = client.getByRole('dialog', { name: 'Reportar um problema' });
  await dialog.getByRole('combobox', { name: 'Motivo' }).selectOption({ label: 'O motorista não apareceu' });
  await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Esperei duas horas no terminal e o motorista não apareceu.');
  await dialog.getByRole('textbox', { name: 'Valor pedido (MZN)' }).fill('300');
  await dialog.getByLabel(/^Fotografias/).setInputFiles({ name: 'terminal.png', mimeType: 'image/png', buffer: PNG });
  const opened = client.waitForResponse((r) => r.url().endsWith('/api/disputes') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  expect((await opened).status()).toBe(201);
  await expect(client.getByText('Problema reportado').first()).toBeVisible();
  await expect(client.getByText('Problema reportado: A aguardar resposta do prestador')).toBeVisible();

  // The driver answers in their partner area.
  const driverContext = await browser.newContext();
  const driver = await driverContext.newPage();
  await logIn(driver, 'motorista@demo.co.mz', '/drivers/disputas');
  await expect(driver.getByRole('heading', { name: 'Disputas', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(driver.getByText('Esperei duas horas no terminal').first()).toBeVisible({ timeout: 60_000 });
  await driver.getByRole('textbox', { name: 'A sua resposta' }).first()
    .fill('Estive no terminal às 06:00 e liguei duas vezes ao passageiro.');
  await driver.getByRole('button', { name: 'Enviar resposta' }).first().click();
  await expect(driver.getByText('Resposta enviada').first()).toBeVisible();
  await driverContext.close();

  // The admin refunds part of it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin@demo.co.mz', '/admin/disputes');
  await admin.getByRole('list', { name: 'Disputas' }).getByRole('link').first().click({ timeout: 60_000 });
  await expect(admin.getByText('Estive no terminal às 06:00')).toBeVisible({ timeout: 60_000 });
  await admin.getByRole('combobox', { name: 'Decisão' }).selectOption({ label: 'Reembolso' });
  await admin.getByRole('textbox', { name: 'Valor a devolver (MZN)' }).fill('150');
  await admin.getByRole('textbox', { name: 'Motivo da decisão' }).fill('O motorista chegou tarde: metade é devolvida.');
  const resolved = admin.waitForResponse((r) => r.url().includes('/resolve'));
  await admin.getByRole('button', { name: 'Confirmar decisão' }).click();
  expect((await resolved).status()).toBe(200);
  await expect(admin.getByRole('heading', { name: 'Decisão: Reembolso' })).toBeVisible();
  await expect(admin.getByText(/Valor devolvido: 150,00/)).toBeVisible();
  await adminContext.close();

  // The client is told, and sees the decision on the booking.
  // The pages load slowly on a busy machine: their first answers may take longer than the default 15 s.
  await client.goto('/notificacoes');
  await expect(client.getByText('Disputa resolvida').first()).toBeVisible({ timeout: 60_000 });
  await expect(client.getByText(/vai receber 150,00 MT de reembolso/).first()).toBeVisible();
  await client.goto('/reservas');
  await expect(client.getByText('Problema reportado: Resolvida')).toBeVisible({ timeout: 60_000 });
  await clientContext.close();
});
