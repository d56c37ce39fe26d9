/**
 * Issue 14 (installable and offline), the organiser's part (ADR 0035): the check-in keeps working without a network.
 * A traveller registers two tickets for a free demo event. The organiser (eventos@demo.co.mz) opens the check-in
 * online and downloads the event's list; offline ('Sem ligação') a code is admitted, then refused with the time of
 * the first entry; meanwhile a second device of the organiser, online, admits the other ticket that the first device
 * also admits offline. Back online, the queue is sent: one entry registered, one conflict listed; the server's
 * attendee list shows both tickets entered.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login Realizado!').first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
}

async function organiserDevice(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'eventos@demo.co.mz');
  await page.goto('/organizadores/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  return { context, page };
}

async function validate(page: Page, code: string) {
  const form = page.getByRole('form', { name: 'Validar bilhete' });
  await form.getByRole('textbox', { name: 'Código do bilhete' }).fill(code);
  await form.getByRole('button', { name: 'Validar Entrada' }).click();
}

test('the organiser checks tickets in offline and the queue is sent when the network returns', async ({ page, browser }) => {
  // Two tickets of a free demo event (issued at once).
  await logIn(page, 'cliente@demo.co.mz');
  await page.goto('/eventos');
  const search = page.getByRole('search', { name: 'Pesquisar eventos' });
  await search.getByRole('textbox', { name: 'Localização' }).fill('inhambane');
  await search.getByRole('combobox', { name: 'Tipo' }).selectOption('feira');
  await search.getByRole('button', { name: 'Pesquisar Eventos' }).click();
  const card = page.getByRole('article', { name: 'Feira do Caju de Inhambane' });
  await card.getByRole('button', { name: 'Registar Presença: Feira do Caju de Inhambane' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registar Presença' });
  await dialog.getByRole('spinbutton', { name: 'Número de bilhetes' }).fill('2');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings/create') && r.status() === 201);
  await dialog.getByRole('button', { name: 'Confirmar presença' }).click();
  const booking = (await (await created).json()).data as { event: { id: string; tickets: { code: string }[] } };
  const [first, second] = booking.event.tickets.map((t) => t.code);
  expect(first && second).toBeTruthy();

  // Device A, online, before the doors open: the event's list is kept on the device.
  const a = await organiserDevice(browser);
  const offlineBlock = a.page.getByRole('region', { name: 'Check-in sem ligação' });
  await offlineBlock.getByRole('combobox', { name: 'Evento' }).selectOption(booking.event.id);
  const listed = a.page.waitForResponse((r) => r.url().endsWith(`/api/events/${booking.event.id}/checkin-list`));
  await offlineBlock.getByRole('button', { name: 'Descarregar lista' }).click();
  expect((await listed).status()).toBe(200);
  await expect(offlineBlock.getByRole('listitem').filter({ hasText: 'Feira do Caju de Inhambane' }))
    .toContainText(/lista de \d+ bilhetes, descarregada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./);

  // No network: the list decides.
  await a.context.setOffline(true);
  const offline = a.page.getByRole('alert').filter({ hasText: 'Sem ligação' });
  await expect(offline).toContainText(/última descarga: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  await expect(offline).toContainText('Nenhuma entrada por enviar.');
  const result = a.page.getByRole('status', { name: 'Resultado da validação' });
  await validate(a.page, first!.toLowerCase());
  await expect(result.getByText('Entrada aceite sem ligação')).toBeVisible();
  await expect(result).toContainText(first!);
  await expect(offline).toContainText('1 entrada por enviar');
  await validate(a.page, first!);
  await expect(result.getByText('Entrada recusada')).toBeVisible();
  await expect(result).toContainText(/Este bilhete já foi validado neste dispositivo em \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
  await validate(a.page, 'MZT-0000-0000-0000');
  await expect(result.getByText('Bilhete inválido')).toBeVisible();
  await validate(a.page, second!);
  await expect(result.getByText('Entrada aceite sem ligação')).toBeVisible();
  await expect(offline).toContainText('2 entradas por enviar');

  // Meanwhile device B, online, admits the second ticket first.
  const b = await organiserDevice(browser);
  await validate(b.page, second!);
  await expect(b.page.getByRole('status', { name: 'Resultado da validação' }).getByText('Entrada registada')).toBeVisible();

  // The network returns: A's queue is sent; the first ticket is registered, the second is a conflict.
  const synced = a.page.waitForResponse((r) => r.url().endsWith(`/api/events/${booking.event.id}/checkins/sync`));
  await a.context.setOffline(false);
  const answer = (await (await synced).json()).data as { code: string; status: string }[];
  expect(answer.map((r) => `${r.code}:${r.status}`)).toEqual([`${first}:accepted`, `${second}:conflict`]);
  await expect(a.page.getByRole('status').filter({ hasText: 'Entradas enviadas' }))
    .toContainText('1 entrada validada sem ligação foi registada no servidor. 1 com conflito');
  await expect(a.page.getByText('Sem ligação', { exact: true })).toHaveCount(0);
  const conflicts = a.page.getByRole('region', { name: 'Conflitos de entrada' });
  await expect(conflicts.getByRole('listitem')).toHaveCount(1);
  await expect(conflicts).toContainText(second!);
  await expect(conflicts).toContainText('mas já tinha sido validado online em');

  // The server's state: both tickets entered.
  await a.page.goto(`/organizadores/vendas?evento=${booking.event.id}`);
  const attendees = a.page.getByRole('region', { name: 'Participantes' });
  for (const code of [first!, second!]) {
    await expect(attendees.getByRole('row').filter({ hasText: code }))
      .toContainText(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
  }
  await a.context.close();
  await b.context.close();
});
