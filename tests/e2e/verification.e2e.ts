/**
 * Profile verification (DECISIONS.md 3): a visitor signs up as a driver with the 5-step wizard (document and photos
 * in steps 3-4), lands on /profile/verification with the verification pending and cannot publish yet; the demo
 * admin sees it among the dashboard's pending actions, follows it to /admin/users and approves it; the driver then
 * publishes a ride. Real Firebase Auth emulator, real API and database.
 */
import { Buffer } from 'node:buffer';
import { expect, test } from '@playwright/test';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** 'yyyy-MM-dd' in Africa/Maputo, `days` days from today. */
function inDaysInMaputo(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo' }).format(new Date(Date.now() + days * 86_400_000));
}

test('a new driver sends documents at sign-up, the demo admin approves them, and the driver publishes', async ({ page, browser }) => {
  const tag = Date.now();
  const email = `motorista${tag}@teste.co.mz`;
  const name = `Tomás Nhantumbo${tag}`;

  // Sign up with the wizard of the login dialog.
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Criar Conta' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await dialog.getByRole('textbox', { name: 'Confirmar Senha' }).fill('segredo123');
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByRole('textbox', { name: 'Nome Completo' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Telefone' }).fill('84 123 4567');
  await dialog.getByRole('combobox', { name: 'Cidade' }).selectOption('Maputo');
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByRole('combobox', { name: 'Tipo de Documento' }).selectOption('bi');
  await dialog.getByRole('textbox', { name: 'Número do Documento' }).fill('110100123456B');
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByLabel('Foto de Perfil').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByLabel('Foto do Documento').setInputFiles({ name: 'bi.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Pré-visualização da foto do documento' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByRole('checkbox', { name: /Motorista/ }).check();
  await dialog.getByRole('button', { name: 'Criar Conta', exact: true }).click();

  // The documents were sent: the verification is pending.
  await page.waitForURL((url) => url.pathname === '/profile/verification');
  await expect(page.getByText('Em análise').first()).toBeVisible();
  await expect(page.getByText(/BI n\.º 110100123456B/)).toBeVisible();
  await page.goto('/drivers/publish');
  await expect(page.getByRole('heading', { name: 'Verificação Necessária' })).toBeVisible();

  // The demo admin approves them from /admin/users (another browser session).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await admin.getByRole('textbox', { name: 'Email' }).fill('admin@demo.co.mz');
  await admin.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await admin.getByRole('button', { name: 'Entrar', exact: true }).click();
  await admin.waitForURL((url) => url.pathname === '/');
  // The dashboard lists the verification among the pending actions and links to where it is resolved.
  await admin.goto('/admin');
  await expect(admin.getByRole('region', { name: 'Visão geral' }).getByText('Verificações pendentes')).toBeVisible();
  const pending = admin.getByRole('list', { name: 'Ações pendentes' });
  await pending.getByRole('link', { name: `Resolver: ${name} enviou documentos para verificação.` }).click();
  await admin.waitForURL((url) => url.pathname === '/admin/users');
  await admin.getByRole('searchbox', { name: 'Pesquisar por nome ou email' }).fill(email.toUpperCase());
  const card = admin.getByRole('listitem', { name });
  await expect(card.getByText('Verificação pendente')).toBeVisible();
  await card.getByRole('button', { name: `Ver Detalhes de ${name}` }).click();
  const details = admin.getByRole('dialog', { name });
  await expect(details.getByRole('img', { name: `Foto do documento de ${name}` })).toBeVisible();
  await details.getByRole('button', { name: `Aprovar ${name}` }).click();
  await expect(admin.getByText('Verificação aprovada').first()).toBeVisible();
  await expect(details.getByText(/Verificação aprovada por/)).toBeVisible();
  await details.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(card.getByText('Ativo')).toBeVisible();
  await adminContext.close();

  // The driver can now publish a ride.
  await page.goto('/drivers/publish');
  const form = page.getByRole('form', { name: 'Publicar rota' });
  await form.getByRole('combobox', { name: 'Origem' }).fill('Maputo');
  await page.getByRole('option', { name: /^Maputo Cidade/ }).first().click();
  await form.getByRole('combobox', { name: 'Destino' }).fill('Inhambane');
  await page.getByRole('option', { name: /^Inhambane Cidade/ }).first().click();
  await form.getByLabel('Data').fill(inDaysInMaputo(3));
  await form.getByLabel('Hora').fill('08:00');
  await form.getByLabel('Preço por pessoa (MT)').fill('500');
  await form.getByRole('button', { name: 'Publicar Rota' }).click();
  await expect(page.getByText('Viagem Publicada!').first()).toBeVisible();
});
