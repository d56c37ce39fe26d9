/**
 * Paying by card on the acquirer's hosted page (issue 25, ADR 0050), for the e2e journeys: the dialog's card tab sends
 * the traveller to the local DPO simulator's page, where the card is typed and 3-D Secure is passed (code 123456), and
 * the page sends them back to /reservas?pagamento=..., which shows the outcome.
 */
import { expect, type Page } from '@playwright/test';

/** The simulator's test cards (api/dev/dpo-simulator.ts, README 'Payment rails'). */
export const TEST_CARDS = { paid: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/**
 * From the open payment dialog: 'Pagar {total}' on the card tab, the hosted page, 3-D Secure, and back to /reservas.
 * @param total the dialog's button text after 'Pagar ' (the formatted total), or null for any
 */
export async function payOnHostedPage(page: Page, total: string | null, card: string = TEST_CARDS.paid) {
  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(payment).toBeVisible();
  await payment.getByRole('tab', { name: 'Cartão' }).click();
  await expect(payment.getByText(/página segura de pagamento do banco/)).toBeVisible();
  await payment.getByRole('button', { name: total ? `Pagar ${total}` : /^Pagar / }).click();
  await page.waitForURL((url) => url.pathname === '/payv2.php');
  await page.getByRole('textbox', { name: 'Nome no cartão' }).fill('Ana Macuácua');
  await page.getByRole('textbox', { name: 'Número do cartão' }).fill(card);
  await page.getByRole('textbox', { name: 'Validade (MM/AA)' }).fill('12/39');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('button', { name: /^Pagar / }).click();
  await expect(page.getByRole('heading', { name: 'Autenticação 3-D Secure' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Código de confirmação' }).fill('123456');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL((url) => url.pathname === '/reservas');
}
