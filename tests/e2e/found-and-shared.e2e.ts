/**
 * Issue 26: a listing can be found and shared. On a 360 px phone a visitor opens an event and finds 'Partilhar'
 * (WhatsApp, SMS and 'Copiar ligação' where the browser has no share sheet, as desktop Chromium) and 'Adicionar ao
 * calendário', whose .ics parses (node-ical) with the event's start in Africa/Maputo; a signed-in traveller registers
 * for a free event and saves the ticket's .ics from /reservas, with the ticket's code and the booking's link. The
 * server's page of the event carries its name, canonical, Open Graph and JSON-LD before any script runs.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ical from 'node-ical';

const FREE_EVENT = 'Feira Gastronómica da Costa do Sol';

type ApiEvent = { id: string; title: string; startDate: string; startTime: string; endDate: string; endTime: string };

async function findEvent(page: Page, title: string): Promise<ApiEvent> {
  const res = await page.request.get(`/api/events/search?limit=100`);
  expect(res.ok()).toBe(true);
  const event = ((await res.json()).data as ApiEvent[]).find((e) => e.title === title);
  expect(event, title).toBeTruthy();
  return event!;
}

/** The instant of a Maputo wall-clock date and time (UTC+2 all year). */
const maputo = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`).getTime();

/** Saves the download started by `click` and parses it as iCalendar; returns its one VEVENT. */
async function downloadIcs(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('TZID:Africa/Maputo');
  const events = Object.values(ical.sync.parseICS(text)).filter((c) => c.type === 'VEVENT') as ical.VEvent[];
  expect(events).toHaveLength(1);
  return { event: events[0]!, text };
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login Realizado!').first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
}

test("an event's page: head for crawlers and previews, 'Partilhar' at 360 px and its .ics in Africa/Maputo", async ({
  page,
}) => {
  const event = await findEvent(page, FREE_EVENT);
  // Without JavaScript: the server's HTML names it, with canonical, og:title, og:image and Event JSON-LD.
  const html = await (await page.request.get(`/events/${event.id}`)).text();
  expect(html).toContain(`<h1>${FREE_EVENT}</h1>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/events/${event.id}">`));
  expect(html).toContain(`<meta property="og:title" content="${FREE_EVENT} | MozTurismo">`);
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  const picture = await page.request.get(image!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  const ld = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]!);
  expect(ld['@type']).toBe('Event');
  expect(ld.offers.priceCurrency).toBe('MZN');
  expect((await page.request.get('/pagina-que-nao-existe')).status()).toBe(404);

  // The page holds the event's API answer (a JSON block): the app draws it and does not ask for it again.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/events/${event.id}`) asked.push(r.url());
  });
  await page.goto(`/events/${event.id}`);
  const share = page.getByRole('button', { name: 'Partilhar' });
  await expect(share).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: FREE_EVENT })).toBeVisible();
  expect(asked, 'no second request for the event on load').toEqual([]);
  const box = await share.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await share.click();
  const whatsapp = page.getByRole('menuitem', { name: 'WhatsApp' });
  await expect(whatsapp).toBeVisible();
  const href = await whatsapp.getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(href!.split('text=')[1]!)).toContain(`/events/${event.id}`);
  await expect(page.getByRole('menuitem', { name: 'SMS' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Copiar ligação' })).toBeVisible();
  await page.keyboard.press('Escape');

  const { event: vevent } = await downloadIcs(
    page,
    () => page.getByRole('button', { name: 'Adicionar ao calendário' }).click(),
  );
  expect(vevent.summary).toBe(FREE_EVENT);
  expect(vevent.start.getTime()).toBe(maputo(event.startDate, event.startTime));
  expect((vevent.start as Date & { tz?: string }).tz).toBe('Africa/Maputo');
  expect(vevent.end.getTime()).toBe(maputo(event.endDate, event.endTime));
});

test("'Partilhar' on a 360 px phone with the Web Share API: the share sheet gets the event's name, place, date and link", async ({
  page,
}) => {
  const event = await findEvent(page, FREE_EVENT);
  // A phone's browser: navigator.share exists (stubbed here, as Chromium on Linux has none); each call is recorded.
  // The first call resolves (shared), the second rejects as a person closing the sheet does (AbortError).
  await page.addInitScript(() => {
    const w = window as unknown as { __shares: unknown[] };
    w.__shares = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        w.__shares.push({ title: data.title, text: data.text, url: data.url });
        return w.__shares.length === 1 ? Promise.resolve() : Promise.reject(new DOMException('closed', 'AbortError'));
      },
    });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: FREE_EVENT })).toBeVisible();
  const share = page.getByRole('button', { name: 'Partilhar' });
  await expect(share).toBeVisible();
  const box = await share.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await share.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares.length))
    .toBe(1);
  const [shared] = await page.evaluate(() =>
    (window as unknown as { __shares: { title: string; text: string; url: string }[] }).__shares
  );
  expect(shared!.title).toBe(FREE_EVENT);
  // The link is absolute (a share sheet hands it to other apps) and is the event's canonical page.
  expect(new URL(shared!.url).pathname).toBe(`/events/${event.id}`);
  expect(new URL(shared!.url).origin).toBe(new URL(page.url()).origin);
  const [y, m, d] = event.startDate.split('-');
  expect(shared!.text).toContain(`${d}/${m}/${y}`);
  expect(shared!.text).toContain(event.startTime);
  // The share sheet replaces the fallback menu: no WhatsApp/SMS menu opened.
  await expect(page.getByRole('menuitem', { name: 'WhatsApp' })).toHaveCount(0);
  // Closing the sheet (AbortError) leaves the page as it was: no error shown, the button still there.
  await share.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares.length))
    .toBe(2);
  await expect(share).toBeVisible();
  expect(errors, 'no uncaught error (a refused share is caught)').toEqual([]);
});

test("a search page's text stays on screen from the server's page to the app's list (no flash)", async ({ page }) => {
  const watched = ['Alojamentos em Tofo', 'Casa do Mar Tofo'];
  // From the first parse to the app's own list: every time the page changes, is each watched text still shown?
  await page.addInitScript((texts: string[]) => {
    const w = window as unknown as { __first?: string[]; __lost: string[] };
    w.__lost = [];
    const seen = new Set<string>();
    const check = () => {
      const shown = document.body?.innerText ?? '';
      for (const s of texts) {
        if (shown.includes(s)) seen.add(s);
        else if (seen.has(s)) w.__lost.push(s);
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.__first = texts.filter((s) => document.body.innerText.includes(s));
    });
  }, watched);
  await page.goto('/alojamentos?local=Tofo');
  // The app's own card of the stay (its action button names it).
  await expect(page.getByRole('button', { name: /Casa do Mar Tofo/ }).first()).toBeVisible();
  const { first, lost } = await page.evaluate(() => {
    const w = window as unknown as { __first?: string[]; __lost: string[] };
    return { first: w.__first, lost: w.__lost };
  });
  expect(first, "the server's page shows them before any script").toEqual(watched);
  expect(lost, 'never gone in between').toEqual([]);
});

test("a ticket's .ics from /reservas: the event's start in Africa/Maputo, the code and the booking's link", async ({
  page,
}) => {
  const event = await findEvent(page, FREE_EVENT);
  await logIn(page, 'cliente@demo.co.mz');
  await page.goto(`/events/${event.id}`);
  await page.getByRole('button', { name: /Registar Presença/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Registar Presença' });
  await dialog.getByRole('button', { name: 'Confirmar presença' }).click();
  await page.waitForURL((url) => url.pathname === '/reservas');
  const card = page.locator('[data-booking-id]').filter({ hasText: FREE_EVENT }).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Partilhar' })).toBeVisible();
  const { event: vevent, text } = await downloadIcs(
    page,
    () => card.getByRole('button', { name: 'Adicionar ao calendário' }).click(),
  );
  expect(vevent.start.getTime()).toBe(maputo(event.startDate, event.startTime));
  expect((vevent.start as Date & { tz?: string }).tz).toBe('Africa/Maputo');
  expect(String(vevent.location)).toContain(',');
  expect(text).toMatch(/UID:booking-[0-9a-f-]+@mozturismo/);
  // The booking's link (node-ical gives URL as { params, val }) and the ticket's code in the description.
  expect(text).toMatch(/URL;VALUE=URI:http[^\r\n]*\/reservas#[0-9a-f-]+/);
  expect(String(vevent.description)).toMatch(/[A-Z0-9]{4,}/);
});
