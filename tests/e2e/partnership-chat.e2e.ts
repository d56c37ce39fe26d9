/**
 * Issue 15: the partnership chat (spec 2.15 'Parceria', 2.16; ADR 0033). The accommodation manager
 * (hotel@demo.co.mz) publishes a partnership post for Casa do Mar Tofo; the driver (motorista@demo.co.mz) registers
 * interest ('Tenho Interesse'), opens the conversation ('Conversar') and writes; the manager finds the driver under
 * the post in the Parcerias tab, opens the thread with 'Conversar' and answers; the driver sees the answer. Real API,
 * database and the Auth emulator; the messages travel over the live stream (or polling).
 */
import { type Browser, expect, type Page, test } from '@playwright/test';

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

test('a driver interested in a partnership and the manager talk in its conversation', async ({ browser }) => {
  const title = `Transferes Maputo - Tofo ${Date.now().toString(36)}`;

  // The manager publishes the post.
  const manager = await signedInPage(browser, 'hotel@demo.co.mz');
  await manager.goto('/hotels');
  await expect(manager.getByRole('heading', { level: 1, name: 'Gestão de Alojamentos' })).toBeVisible();
  await manager.getByRole('combobox', { name: 'Estabelecimento' }).selectOption({ label: 'Casa do Mar Tofo' });
  await manager.getByRole('tab', { name: 'Parcerias' }).click();
  await manager.getByRole('button', { name: 'Criar Post de Parceria' }).click();
  const form = manager.getByRole('form', { name: 'Post de parceria' });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Descrição').fill('Traga hóspedes de Maputo para a Casa do Mar e ganhe comissão.');
  await manager.getByRole('button', { name: 'Publicar' }).click();
  await expect(manager.getByText('Post de parceria criado!').first()).toBeVisible();

  // The driver registers interest, opens the conversation and writes.
  const driver = await signedInPage(browser, 'motorista@demo.co.mz');
  await driver.goto('/drivers/partnerships');
  const card = driver.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: 'Tenho Interesse' }).click();
  await expect(driver.getByText('Interesse registrado! O estabelecimento será notificado.').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Interesse registado' })).toBeVisible();
  await card.getByRole('link', { name: 'Conversar com Casa do Mar Tofo' }).click();
  await driver.waitForURL(/\/drivers\/chat\/[0-9a-f-]{36}$/);
  await expect(driver.getByRole('heading', { name: 'Casa do Mar Tofo' })).toBeVisible();
  await expect(driver.getByRole('region', { name: 'Casa do Mar Tofo' }).getByText(`Parceria · ${title}`)).toBeVisible();
  const question = 'Olá! Faço Maputo - Tofo às sextas. Como funciona a comissão?';
  await driver.getByRole('textbox', { name: 'Mensagem' }).fill(question);
  await driver.getByRole('textbox', { name: 'Mensagem' }).press('Enter');
  const driverLog = driver.getByRole('log', { name: 'Mensagens com Casa do Mar Tofo' });
  await expect(driverLog.getByText(question)).toBeVisible();

  // The manager sees the driver under the post, with the unread message, and answers.
  await manager.reload();
  await manager.getByRole('combobox', { name: 'Estabelecimento' }).selectOption({ label: 'Casa do Mar Tofo' });
  await manager.getByRole('tab', { name: 'Parcerias' }).click();
  const drivers = manager.getByRole('list', { name: `Motoristas interessados em ${title}` });
  await expect(drivers.getByText(/Carlos Nhantumbo/)).toBeVisible();
  await expect(drivers.getByText('1 mensagem nova')).toBeVisible();
  await drivers.getByRole('button', { name: 'Conversar com Carlos Nhantumbo' }).click();
  await expect(manager.getByRole('tab', { name: 'Chat', selected: true })).toBeVisible();
  const managerLog = manager.getByRole('log', { name: 'Mensagens com Carlos Nhantumbo' });
  await expect(managerLog.getByText(question)).toBeVisible();
  const answer = 'Bem-vindo! 10% por cada hóspede; avise-nos antes de chegar.';
  await manager.getByRole('textbox', { name: 'Mensagem' }).fill(answer);
  await manager.getByRole('textbox', { name: 'Mensagem' }).press('Enter');
  await expect(managerLog.getByText(answer)).toBeVisible();

  // The driver sees the answer in the open thread.
  await expect(driverLog.getByText(answer)).toBeVisible({ timeout: 20_000 });
});
