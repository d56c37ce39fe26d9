/**
 * Issue 14 (installable and offline), the organiser's part (ADR 0035): the check-in keeps working without a network.
 * A traveller registers two tickets for a free demo event. The organiser (eventos@demo.co.mz) opens the check-in
 * online and downloads the event's list; offline the page reloads from the portal's service worker (ADR 0035,
 * addendum) and ('Sem ligação') a code is admitted, then refused with the time of the first entry; meanwhile a
 * second device of the organiser, online, admits the other ticket that the first device
 * also admits offline. Back online, the queue is sent: one entry registered, one conflict listed; the server's
 * attendee list shows both tickets entered. Then: entries whose sync the server refuses (403: not the organiser's
 * event; 404: no such event) stay on the device with the server's reason until the organiser discards them.
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
  // The traveller's service worker controls '/' and, until the organisers' own installs, the check-in page too.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
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
  // Three signed-in devices and a service worker each: about 60 s on a quiet machine, more than the default 90 s on a
  // loaded one (measured at load 10: 95 s, every step passing). Three times the timeout; the steps' own limits stay.
  test.slow();
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

  // Device A, online, before the doors open: the event's list is kept on the device. The organisers' service worker
  // installs and controls the page (the traveller's, from the sign-in on '/', had it first), without reloading it.
  const a = await organiserDevice(browser);
  await a.page.evaluate(() => Object.assign(window, { firstLoad: true }));
  await a.page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/portal/sw.js') === true);
  const offlineBlock = a.page.getByRole('region', { name: 'Check-in sem ligação' });
  await offlineBlock.getByRole('combobox', { name: 'Evento' }).selectOption(booking.event.id);
  const listed = a.page.waitForResponse((r) => r.url().endsWith(`/api/events/${booking.event.id}/checkin-list`));
  await offlineBlock.getByRole('button', { name: 'Descarregar lista' }).click();
  expect((await listed).status()).toBe(200);
  await expect(offlineBlock.getByRole('listitem').filter({ hasText: 'Feira do Caju de Inhambane' }))
    .toContainText(/lista de \d+ bilhetes, descarregada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./);

  expect(await a.page.evaluate(() => 'firstLoad' in window)).toBe(true);

  // No network: the page reloads from the device, and the list decides.
  await a.context.setOffline(true);
  await a.page.reload();
  await expect(a.page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  const offline = a.page.getByRole('alert').filter({ hasText: 'Sem ligação' });
  await expect(offline).toContainText(/última descarga: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  await expect(offlineBlock.getByRole('listitem').filter({ hasText: 'Feira do Caju de Inhambane' }))
    .toContainText(/descarregada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./);
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

/** Puts check-ins into the device's queue as the page keeps them (IndexedDB 'mozturismo-checkin', ADR 0035). */
async function queueOnDevice(page: Page, entries: Record<string, string>[]) {
  await page.evaluate(async (items) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('firebase:authUser:'));
    const uid = (JSON.parse(localStorage.getItem(key!)!) as { uid: string }).uid;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('mozturismo-checkin', 1);
      req.onupgradeneeded = () => req.result.createObjectStore('kv');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const device = await new Promise<string>((resolve) => {
      const req = db.transaction('kv').objectStore('kv').get('device');
      req.onsuccess = () => resolve(req.result as string);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('kv', 'readwrite');
      tx.objectStore('kv').put(items.map((i) => ({ ...i, deviceId: device })), `queue:${uid}`);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, entries);
}

test('entries the server refuses (403, 404) stay on the device with the reason until discarded', async ({ page }) => {
  // An event of another organiser (hotel@demo.co.mz), and one that no longer exists.
  const found = await page.request.get('/api/events/search?location=inhambane');
  const events = (await found.json()).data as { id: string; title: string }[];
  const other = events.find((e) => e.title === 'Jantar de Gala de Fim de Ano em Inhambane');
  expect(other).toBeTruthy();
  const gone = '7c2f4a10-3b5d-4e6f-8a9b-0c1d2e3f4a5b';

  await logIn(page, 'eventos@demo.co.mz');
  await page.goto('/organizadores/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await expect(page.getByText('Ainda não há listas guardadas neste dispositivo.')).toBeVisible();
  const at = new Date(Date.now() - 3_600_000).toISOString();
  await queueOnDevice(page, [
    { eventId: other!.id, code: 'MZT-AAAA-BBBB-CCCC', holderName: 'Ana Macuácua', ticketType: 'Geral', checkedInAt: at,
      title: other!.title },
    { eventId: gone, code: 'MZT-DDDD-EEEE-FFFF', holderName: 'Rui Tembe', ticketType: 'VIP', checkedInAt: at,
      title: 'Noite de Marrabenta' },
  ]);

  // Opening the page sends the queue: the server refuses both events, for good.
  const answers = new Map<string, number>();
  page.on('response', (r) => {
    const m = /\/api\/events\/([^/]+)\/checkins\/sync$/.exec(new URL(r.url()).pathname);
    if (m) answers.set(m[1]!, r.status());
  });
  await page.reload();
  const refused = page.getByRole('region', { name: 'Entradas recusadas pelo servidor' });
  const forbidden = refused.getByRole('alert', { name: other!.title });
  const missing = refused.getByRole('alert', { name: 'Noite de Marrabenta' });
  await expect(forbidden).toContainText('1 entrada recusada');
  await expect(forbidden).toContainText('Motivo: Só o organizador deste evento pode realizar esta ação.');
  await expect(forbidden).toContainText('MZT-AAAA-BBBB-CCCC');
  await expect(missing).toContainText('Motivo: Evento não encontrado.');
  await expect(missing).toContainText('MZT-DDDD-EEEE-FFFF · Rui Tembe');
  expect(Object.fromEntries(answers)).toEqual({ [other!.id]: 403, [gone]: 404 });
  // Not counted as waiting to be sent, and not sent again by themselves.
  await expect(page.getByText(/entradas? por enviar/)).toHaveCount(0);
  answers.clear();
  await page.reload();
  await expect(missing).toContainText('Motivo: Evento não encontrado.');
  await expect(forbidden).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(answers.size).toBe(0);

  // Sent again on request: refused again. Discarded on request, after confirming.
  const again = page.waitForResponse((r) => r.url().endsWith(`/api/events/${other!.id}/checkins/sync`));
  await forbidden.getByRole('button', { name: 'Tentar de novo' }).click();
  expect((await again).status()).toBe(403);
  await expect(forbidden).toContainText('Motivo: Só o organizador deste evento pode realizar esta ação.');
  await missing.getByRole('button', { name: 'Descartar entradas' }).click();
  await expect(missing).toContainText('Descartar 1 entrada? Não será enviada ao servidor.');
  await missing.getByRole('button', { name: 'Confirmar descarte' }).click();
  await expect(missing).toHaveCount(0);
  await expect(forbidden).toBeVisible();
  await page.reload();
  await expect(forbidden).toBeVisible();
  await expect(missing).toHaveCount(0);
  await forbidden.getByRole('button', { name: 'Descartar entradas' }).click();
  await forbidden.getByRole('button', { name: 'Confirmar descarte' }).click();
  await expect(refused).toHaveCount(0);
});
