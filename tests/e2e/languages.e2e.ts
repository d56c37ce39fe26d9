/**
 * Issue 14, languages: a visitor whose browser prefers English gets the traveller app in English at once; a Portuguese
 * visitor switches with 'English' in the header, the choice survives a reload; a signed-in traveller who saves
 * English in Preferências gets it at once, the API answers them in English (Accept-Language), and another device
 * follows the profile. The English texts are read from the catalogs, so the test checks the wiring, not the wording.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

const catalog = (path: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const en: Record<string, string> = {
  ...catalog('ui-kit/locales/en.json'),
  ...catalog('apps/shared/src/locales/en.json'),
  ...catalog('apps/traveller/src/locales/en.json'),
};
/** The English of a Portuguese key (fails the test when the catalogs miss it). */
function english(key: string): string {
  const text = en[key];
  expect(text, `the English catalogs translate '${key}'`).toBeTruthy();
  return text!;
}

async function signUp(page: Page, email: string) {
  await page.goto('/signup?next=%2Fperfil');
  await page.getByRole('textbox', { name: 'Nome Completo' }).fill('Lucas Tembe');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('textbox', { name: 'Confirmar Senha' }).fill('segredo123');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await page.waitForURL((url) => url.pathname === '/perfil');
}

test('a browser that prefers English gets the app in English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: english('Entrar'), exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Português' })).toBeVisible();
  await context.close();
});

test('a visitor switches to English in the header; the choice survives a reload and switches back', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-MZ');
  await expect(page.getByRole('link', { name: 'Entrar', exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: english('Entrar'), exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: english('Entrar'), exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-MZ');
  await expect(page.getByRole('link', { name: 'Entrar', exact: true }).first()).toBeVisible();
});

test('English saved in Preferências applies at once, reaches the API, and follows the account to another device', async ({
  page,
  browser,
}) => {
  const email = `idioma${Date.now()}@teste.co.mz`;
  await signUp(page, email);

  await page.getByRole('tab', { name: 'Preferências' }).click();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await page.getByRole('button', { name: 'Guardar Preferências' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('tab', { name: english('Preferências') })).toBeVisible();

  // The API answers in English: the app sends its language with every call.
  const request = page.waitForRequest((r) => r.url().includes('/api/'));
  await page.reload();
  expect((await request).headers()['accept-language']).toBe('en');
  await expect(page.getByRole('tab', { name: english('Preferências') })).toBeVisible();

  // Another device, a Portuguese browser: once signed in, the profile's language wins.
  const other = await browser.newContext({ locale: 'pt-MZ' });
  const phone = await other.newPage();
  await phone.goto('/login?next=%2Fperfil');
  await phone.getByRole('textbox', { name: 'Email' }).fill(email);
  await phone.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await phone.getByRole('button', { name: 'Entrar', exact: true }).click();
  await phone.waitForURL((url) => url.pathname === '/perfil');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await expect(phone.getByRole('tab', { name: english('Preferências') })).toBeVisible();
  await other.close();
});
