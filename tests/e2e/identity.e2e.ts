/**
 * Issue 2: a visitor signs up with e-mail and password, logs in, sees their display label in the header, edits the
 * phone on /perfil, reloads and sees it kept. Real Firebase Auth emulator, real API and database.
 */
import { expect, test } from '@playwright/test';

test('a visitor signs up, logs in, and keeps a phone saved on the profile', async ({ page }) => {
  const label = `viajante${Date.now()}`;
  const email = `${label}@teste.co.mz`;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Sign up on /signup.
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Nome Completo' }).fill('Lurdes Chissano');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('textbox', { name: 'Confirmar Senha' }).fill('segredo123');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByText('Conta Criada!').first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  // Sign out, then log in on /login.
  const userMenu = page.getByRole('button', { name: new RegExp(label) });
  await expect(userMenu).toBeVisible();
  await userMenu.click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' }).first()).toBeVisible();

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login Realizado!').first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  // The display label (the e-mail before the @) is in the header.
  await expect(page.getByRole('banner').getByText(label, { exact: true })).toBeVisible();

  // Edit and save the phone on /perfil.
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('textbox', { name: 'Telefone' }).fill('+258 84 765 4321');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue(/\+?258\s?84\s?765\s?4321|847654321/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
});

test('unknown paths show the Portuguese 404 and gated pages ask to sign in', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page.getByText('Página não encontrada').first()).toBeVisible();
  await page.goto('/perfil');
  await expect(page.getByText('Autenticação Necessária').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar Sessão' })).toBeVisible();
  // Minhas Reservas has its own gate (spec 2.10).
  await page.goto('/reservas');
  await expect(page.getByText('Acesso Restrito').first()).toBeVisible();
  await expect(page.getByText('Precisa fazer login para ver suas reservas.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar Sessão' })).toBeVisible();
});

test('place suggestions ignore accents in the home search card', async ({ page }) => {
  await page.goto('/');
  const origin = page.getByRole('combobox').first();
  await origin.fill('xai xai');
  await expect(page.getByRole('option', { name: /Xai-Xai/ }).first()).toBeVisible();
});
