import assert from 'node:assert/strict';
import { OpenAPIHono } from '@hono/zod-openapi';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { app as api, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { createDriver, insertRide } from '../rides/rides.fixtures.ts';
import { forgetPages } from '../../lib/page-cache.ts';
import type { AppBindings } from '../../lib/types.ts';
import { registerSite } from './pages.site.ts';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const SHELL = Deno.readTextFileSync(`${ROOT}apps/traveller/index.html`);
const DIST = Deno.makeTempDirSync({ prefix: 'pages-test-' });
Deno.mkdirSync(`${DIST}/icons`);
for (const f of ['icon.svg', 'apple-touch-icon.png']) {
  Deno.copyFileSync(`${ROOT}apps/traveller/public/icons/${f}`, `${DIST}/icons/${f}`);
}
const site = new OpenAPIHono<AppBindings>();
registerSite(site, { shell: SHELL, dist: DIST });
const ORIGIN = 'http://localhost';

/** Fetches an address as a crawler does: no script runs, only the HTML. */
async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const res = await site.request(path, { headers });
  return {
    status: res.status,
    type: res.headers.get('Content-Type') ?? '',
    text: await res.text(),
    headers: res.headers,
  };
}

const attr = (html: string, re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, '&');
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ':')}" content="([^"]*)"`));
const canonical = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)"/);

// deno-lint-ignore no-explicit-any -- JSON-LD is any JSON
function jsonLd(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** og:image answers 200 as an image, from the site or the API (media). */
async function assertImage(url: string) {
  const path = url.replace(ORIGIN, '');
  const res = path.startsWith('/api/') ? await api.request(path) : await site.request(path);
  assert.equal(res.status, 200, `${url} answers`);
  assert.match(res.headers.get('Content-Type') ?? '', /^image\//);
  const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
  assert.deepEqual([meta.width, meta.height], [1200, 630], 'the preview size');
}

/** Google's required properties of its Event rich result (developers.google.com/search/docs/.../event). */
// deno-lint-ignore no-explicit-any -- JSON-LD
function assertGoogleEvent(e: any) {
  assert.equal(e['@context'], 'https://schema.org');
  assert.equal(e['@type'], 'Event');
  for (const k of ['name', 'startDate', 'location']) assert.ok(e[k], `Event.${k}`);
  assert.ok(e.location.name && e.location.address, 'Event.location.name and address');
  assert.ok(!Number.isNaN(Date.parse(e.startDate)), 'ISO 8601 start');
  const offer = e.offers;
  assert.ok(offer && offer.priceCurrency === 'MZN', 'offers in MZN');
  assert.ok(offer.price !== undefined || offer.lowPrice !== undefined);
  assert.match(offer.availability, /^https:\/\/schema\.org\//);
}

/** Google's required properties of a LodgingBusiness (local business) and of its reviews and rating. */
// deno-lint-ignore no-explicit-any -- JSON-LD
function assertGoogleLodging(h: any) {
  assert.ok(['Hotel', 'LodgingBusiness'].includes(h['@type']));
  assert.ok(h.name && h.address?.streetAddress && h.address.addressCountry === 'MZ', 'name and address');
  if (h.aggregateRating) {
    assert.ok(h.aggregateRating.ratingValue > 0 && h.aggregateRating.reviewCount > 0, 'rating value and count');
  }
  for (const r of h.review ?? []) assert.ok(r.author?.name && r.reviewRating?.ratingValue, 'review author and rating');
}

/** A hotel with a room type (3500 MT a night), published, optionally with a photo. */
async function hotel(manager: TestUser, o: { name?: string; photo?: boolean } = {}) {
  const [place] = await sql<{ id: number }[]>`select id from places where name = 'Tofo'`;
  const [row] = await sql<{ id: string }[]>`
    insert into establishments (manager_id, name, kind, address, place_id, description, lat, lng)
    values (${manager.uid}, ${o.name ?? 'Casa do Mar'}, 'hotel', 'Avenida Marginal, Tofo', ${place?.id ?? null},
      'Quartos com vista para o mar.', -23.85, 35.54)
    returning id
  `;
  await sql`
    insert into room_types (establishment_id, name, price_per_night_cents) values (${row!.id}, 'Quarto Duplo', 350000)
  `;
  if (o.photo) {
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0B6E78' } }).jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(jpeg)], 'a.jpg', { type: 'image/jpeg' }));
    form.append('alt', 'Fachada da Casa do Mar');
    const res = await api.request(`/api/photos/establishment/${row!.id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${manager.token}` },
      body: form,
    });
    assert.equal(res.status, 201, await res.clone().text());
  }
  return row!.id;
}

async function event(organiser: TestUser, title = 'Festival da Marrabenta', status = 'upcoming') {
  const [row] = await sql<{ id: string }[]>`
    insert into events (organiser_id, title, description, category, venue, address, start_date, end_date, start_time,
      end_time, status, is_paid, ticket_price_cents, max_tickets, lat, lng)
    values (${organiser.uid}, ${title}, 'Música ao vivo <b>toda a noite</b> & dança.', 'cultura', 'Centro Cultural',
      'Avenida 25 de Setembro, Maputo', current_date + 30, current_date + 30, '18:00', '23:00', ${status}, true,
      50000, 200, -25.97, 32.57)
    returning id
  `;
  forgetPages('events');
  return row!.id;
}

Deno.test('robots.txt is text, names the sitemap and keeps the private areas out', async () => {
  const res = await fetchPage('/robots.txt');
  assert.equal(res.status, 200);
  assert.match(res.type, /^text\/plain/);
  assert.match(res.text, /^User-agent: \*$/m);
  assert.match(res.text, /^Sitemap: http:\/\/localhost\/sitemap\.xml$/m);
  for (const p of ['/admin', '/reservas', '/drivers', '/hotels', '/organizadores', '/api/']) {
    assert.match(res.text, new RegExp(`^Disallow: ${p}$`, 'm'));
  }
});

Deno.test('favicon, touch icon and the designed preview picture exist as images', async () => {
  const ico = await fetchPage('/favicon.ico');
  assert.equal(ico.status, 200);
  assert.equal(ico.type, 'image/x-icon');
  const touch = await site.request('/apple-touch-icon.png');
  assert.equal(touch.status, 200);
  assert.match(touch.headers.get('Content-Type') ?? '', /image\/png/);
  await assertImage(`${ORIGIN}/share-image.png`);
});

Deno.test("an unknown address answers 404 with 'Página não encontrada', in English to an English visitor", async () => {
  const pt = await fetchPage('/nao-existe/mesmo');
  assert.equal(pt.status, 404);
  assert.match(pt.text, /<h1>Página não encontrada<\/h1>/);
  assert.match(pt.text, /<meta name="robots" content="noindex">/);
  assert.match(pt.text, /<html lang="pt-MZ"/);
  const en = await fetchPage('/nao-existe', { 'Accept-Language': 'en-GB,en;q=0.9' });
  assert.equal(en.status, 404);
  assert.match(en.text, /<h1>Page not found<\/h1>/);
  assert.match(en.text, /<html lang="en"/);
  assert.equal((await fetchPage('/events/00000000-0000-4000-8000-000000000000')).status, 404, 'missing event');
  assert.equal((await fetchPage('/alojamentos/nao-e-um-id')).status, 404, 'malformed id');
  assert.equal((await fetchPage('/rides/00000000-0000-4000-8000-000000000000')).status, 404, 'missing ride');
  // The app's own screens still answer 200 (private ones not indexed).
  const login = await fetchPage('/reservas');
  assert.equal(login.status, 200);
  assert.match(login.text, /noindex/);
});

Deno.test('an event page: its name, dates, price and place in the HTML, escaped; head, card and Event JSON-LD', async () => {
  const organiser = await createUser({ roles: ['client', 'event'], verified: true });
  await sql`update users set first_name = 'Eventos Maputo' where id = ${organiser.uid}`;
  const id = await event(organiser, 'Festival <Marrabenta> & "Amigos"');
  const res = await fetchPage(`/events/${id}`);
  assert.equal(res.status, 200);
  assert.ok(res.text.includes('<h1>Festival &lt;Marrabenta&gt; &amp; &quot;Amigos&quot;</h1>'), 'escaped name');
  assert.ok(!res.text.includes('<b>toda'), 'the description is text');
  assert.match(res.text, /A partir de 500,00/);
  assert.match(res.text, /Centro Cultural, Avenida 25 de Setembro, Maputo/);
  assert.match(res.text, /<title>Festival &lt;Marrabenta&gt; &amp; &quot;Amigos&quot; \| MozTurismo<\/title>/);
  assert.equal(canonical(res.text), `${ORIGIN}/events/${id}`);
  assert.match(res.text, new RegExp(`hreflang="en" href="${ORIGIN}/events/${id}\\?lang=en"`));
  assert.equal(
    meta(res.text, 'og:title'),
    'Festival <Marrabenta> & "Amigos" | MozTurismo'.replace(
      /[<>"]/g,
      (c) => ({ '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
    ),
  );
  assert.equal(meta(res.text, 'twitter:card'), 'summary_large_image');
  await assertImage(meta(res.text, 'og:image')!);
  const [ld, crumbs] = jsonLd(res.text);
  assertGoogleEvent(ld);
  assert.equal(ld.name, 'Festival <Marrabenta> & "Amigos"');
  assert.equal(ld.offers.price, '500.00');
  assert.equal(ld.offers.availability, 'https://schema.org/InStock');
  assert.deepEqual([ld.location.geo.latitude, ld.location.geo.longitude], [-25.97, 32.57]);
  assert.equal(ld.organizer.name, 'Eventos Maputo');
  assert.equal(ld.aggregateRating, undefined, 'no review: no rating');
  assert.equal(crumbs['@type'], 'BreadcrumbList');
  assert.equal(crumbs.itemListElement.length, 3);
  // JSON-LD never closes its script element.
  assert.ok(!/<script type="application\/ld\+json">[^<]*<\/b>/.test(res.text));

  // Sold out from platform sales.
  await sql`update events set tickets_sold = max_tickets where id = ${id}`;
  assert.equal(jsonLd((await fetchPage(`/events/${id}`)).text)[0].offers.availability, 'https://schema.org/SoldOut');
  // A draft is hidden: 404; a suspended organiser's event: 410.
  const draft = await event(organiser, 'Rascunho', 'draft');
  assert.equal((await fetchPage(`/events/${draft}`)).status, 404);
  await sql`update events set provider_suspended = true where id = ${id}`;
  assert.equal((await fetchPage(`/events/${id}`)).status, 410);
});

Deno.test('a stay page: preview, rooms and price from, Hotel JSON-LD with offers, address, geo; share photo 1200x630', async () => {
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const id = await hotel(manager, { photo: true });
  const res = await fetchPage(`/alojamentos/${id}`);
  assert.equal(res.status, 200);
  assert.match(res.text, /data-stay-preview=/);
  assert.match(res.text, /<h1>Casa do Mar<\/h1>/);
  assert.match(res.text, /A partir de 3500,00/);
  assert.match(res.text, /Sem avaliações/);
  assert.equal(canonical(res.text), `${ORIGIN}/alojamentos/${id}`);
  assert.equal(meta(res.text, 'og:title'), 'Casa do Mar | MozTurismo');
  const image = meta(res.text, 'og:image')!;
  assert.match(image, new RegExp(`/share/stays/${id}\\.jpg\\?v=[0-9a-f]{16}$`));
  await assertImage(image);
  assert.match(meta(res.text, 'og:image:alt')!, /^Casa do Mar · Tofo, Inhambane · A partir de 3500,00/);
  assert.equal(meta(res.text, 'twitter:image'), image);
  // The photos themselves stay in the JSON-LD as their 1200x630 crops.
  assert.match(jsonLd(res.text)[0].image[0], /\/api\/media\/[0-9a-f-]+\/share\.jpg$/);
  const [ld] = jsonLd(res.text);
  assertGoogleLodging(ld);
  assert.equal(ld['@type'], 'Hotel');
  assert.equal(ld.makesOffer[0].price, '3500.00');
  assert.equal(ld.makesOffer[0].priceCurrency, 'MZN');
  assert.deepEqual([ld.geo.latitude, ld.geo.longitude], [-23.85, 35.54]);
  assert.equal(ld.aggregateRating, undefined, 'no published review: no rating');
  assert.equal(ld.review, undefined);

  await sql`update establishments set is_active = false where id = ${id}`;
  assert.equal((await fetchPage(`/alojamentos/${id}`)).status, 404, 'inactive: missing');
  await sql`update establishments set is_active = true, provider_suspended = true where id = ${id}`;
  assert.equal((await fetchPage(`/alojamentos/${id}`)).status, 410, 'suspended provider: gone');
});

Deno.test('a ride page is a Trip, a minibus a BusTrip, with departure, arrival and the seat offer', async () => {
  const driver = await createDriver();
  await sql`update users set first_name = 'Carlos' where id = ${driver.uid}`;
  const id = await insertRide(driver.uid, { from: 'Maputo', to: 'Xai-Xai', vehicleType: 'minibus', priceMt: 600 });
  const res = await fetchPage(`/rides/${id}`);
  assert.equal(res.status, 200);
  assert.match(res.text, /<h1>Viagem de Maputo para Xai-Xai<\/h1>/);
  assert.match(res.text, /600,00/);
  const [ld, crumbs] = jsonLd(res.text);
  assert.equal(ld['@type'], 'BusTrip');
  assert.equal(ld.departureBusStop.name, 'Maputo');
  assert.equal(ld.arrivalBusStop.name, 'Xai-Xai');
  assert.ok(ld.departureBusStop.geo, 'coordinates of the place');
  assert.ok(!Number.isNaN(Date.parse(ld.departureTime)));
  assert.equal(ld.offers.price, '600.00');
  assert.equal(ld.offers.priceCurrency, 'MZN');
  assert.equal(ld.provider.name, 'Carlos');
  assert.equal(crumbs['@type'], 'BreadcrumbList');
  await assertImage(meta(res.text, 'og:image')!);

  const car = await insertRide(driver.uid, { from: 'Maputo', to: 'Inhambane', vehicleType: 'sedan' });
  assert.equal(jsonLd((await fetchPage(`/rides/${car}`)).text)[0]['@type'], 'Trip');
  await sql`update rides set status = 'cancelled' where id = ${car}`;
  assert.equal((await fetchPage(`/rides/${car}`)).status, 410);

  // The search page with its criteria.
  forgetPages('rides');
  const search = await fetchPage('/rides?from=Maputo&to=Xai-Xai');
  assert.equal(search.status, 200);
  assert.match(search.text, /<h2>Viagens de Maputo para Xai-Xai<\/h2>/);
  assert.ok(search.text.includes(`href="/rides/${id}"`));
  assert.equal(canonical(search.text), `${ORIGIN}/rides?from=Maputo&to=Xai-Xai`);
  const list = jsonLd(search.text).find((d) => d['@type'] === 'ItemList');
  assert.ok(list.numberOfItems >= 1);

  // The driver's profile: a Person.
  const profile = await fetchPage(`/motoristas/${driver.uid}`);
  assert.equal(profile.status, 200);
  assert.match(profile.text, /<h1>Motorista Carlos<\/h1>/);
  assert.equal(jsonLd(profile.text)[0]['@type'], 'Person');
  assert.equal(canonical(profile.text), `${ORIGIN}/motoristas/${driver.uid}`);
});

Deno.test('the events listings: city/month and search with criteria, and the organiser as an Organization', async () => {
  const organiser = await createUser({ roles: ['client', 'event'], verified: true });
  await sql`update users set first_name = 'Produções Tofo' where id = ${organiser.uid}`;
  const id = await event(organiser, 'Feira de Maputo');
  const [when] = await sql<{ y: number; m: number }[]>`
    select extract(year from start_date)::int as y, extract(month from start_date)::int as m from events
    where id = ${id}
  `;
  const { y, m } = when!;
  const city = await fetchPage(`/eventos?city=Maputo&month=${m}&year=${y}`);
  assert.equal(city.status, 200);
  assert.match(city.text, /<h2>Eventos em Maputo · /);
  assert.ok(city.text.includes(`href="/events/${id}"`));
  assert.match(canonical(city.text)!, /\/eventos\?city=Maputo&month=\d+&year=\d+$/);
  const search = await fetchPage('/eventos?location=Maputo&search=1');
  assert.match(search.text, /<h2>Eventos em Maputo<\/h2>/);
  assert.ok(search.text.includes('Feira de Maputo'));
  const all = await fetchPage('/eventos');
  assert.equal(canonical(all.text), `${ORIGIN}/eventos`);
  assert.match(all.text, /<h2>Próximos eventos<\/h2>/);

  const profile = await fetchPage(`/organizador/${organiser.uid}`);
  assert.equal(profile.status, 200);
  assert.equal(jsonLd(profile.text)[0]['@type'], 'Organization');
  assert.match(profile.text, /<h1>Produções Tofo<\/h1>/);
  assert.equal(meta(profile.text, 'og:type'), 'profile');
});

Deno.test('the stay search with its place, and the home page as a WebSite', async () => {
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const id = await hotel(manager, { name: 'Pousada do Tofo' });
  const res = await fetchPage('/alojamentos?local=Tofo');
  assert.equal(res.status, 200);
  // The screen's own heading (StaysSearchScreen's Page), then the results.
  assert.match(res.text, /<h1>Alojamentos<\/h1><p>Alojamentos em Tofo<\/p><\/div><article/);
  assert.match(res.text, /<h2>Alojamentos em Tofo<\/h2>/);
  assert.match(
    (await fetchPage('/alojamentos')).text,
    /<h1>Alojamentos<\/h1><p>Procure onde ficar em Moçambique\.<\/p>/,
  );
  assert.match((await fetchPage('/alojamentos?lang=en')).text, /<h1>Accommodation<\/h1><p>Find somewhere to stay/);
  assert.ok(res.text.includes(`href="/alojamentos/${id}"`));
  assert.equal(canonical(res.text), `${ORIGIN}/alojamentos?local=Tofo`);
  const home = await fetchPage('/?lang=en');
  assert.equal(home.status, 200);
  assert.equal(jsonLd(home.text)[0]['@type'], 'WebSite');
  assert.equal(canonical(home.text), `${ORIGIN}/?lang=en`);
  assert.match(home.text, /<html lang="en"/);
});

Deno.test('the sitemap index and its sitemaps parse as XML and list only public, bookable listings', async () => {
  const organiser = await createUser({ roles: ['client', 'event'], verified: true });
  const open = await event(organiser, 'Aberto');
  const draft = await event(organiser, 'Rascunho do mapa', 'draft');
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const shown = await hotel(manager, { name: 'Visível' });
  const hidden = await hotel(manager, { name: 'Escondido' });
  await sql`update establishments set provider_suspended = true where id = ${hidden}`;

  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
  });
  const index = await fetchPage('/sitemap.xml');
  assert.equal(index.status, 200);
  assert.match(index.type, /^application\/xml/);
  assert.equal(XMLValidator.validate(index.text), true);
  const maps: string[] = parser.parse(index.text).sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
  assert.ok(maps.includes(`${ORIGIN}/sitemaps/events-1.xml`) && maps.includes(`${ORIGIN}/sitemaps/stays-1.xml`));

  const urls = async (name: string) => {
    const res = await fetchPage(`/sitemaps/${name}.xml`);
    assert.equal(res.status, 200, name);
    assert.equal(XMLValidator.validate(res.text), true);
    return parser.parse(res.text).urlset.url as {
      loc: string;
      lastmod?: string;
      'xhtml:link': { '@_hreflang': string; '@_href': string }[];
    }[];
  };
  const events = await urls('events-1');
  assert.ok(events.some((u) => u.loc === `${ORIGIN}/events/${open}`));
  assert.ok(!events.some((u) => u.loc.includes(draft)), 'no draft');
  const entry = events.find((u) => u.loc.endsWith(open))!;
  assert.ok(entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod)));
  assert.deepEqual(entry['xhtml:link'].map((l) => l['@_hreflang']), ['pt', 'en']);
  assert.equal(entry['xhtml:link'][1]!['@_href'], `${ORIGIN}/events/${open}?lang=en`);
  const stays = await urls('stays-1');
  assert.ok(stays.some((u) => u.loc.endsWith(shown)));
  assert.ok(!stays.some((u) => u.loc.endsWith(hidden)), "no suspended provider's stay");
  const pages = await urls('pages-1');
  assert.ok(pages.every((u) => !/reservas|admin|perfil/.test(u.loc)), 'no private area');
  assert.equal((await fetchPage('/sitemaps/events-999.xml')).status, 404);
  assert.equal((await fetchPage('/sitemaps/segredos-1.xml')).status, 404);
});

Deno.test("a listing's designed picture: a 1200x630 JPEG of its photo, name, date and price, new when it changes", async () => {
  const organiser = await createUser({ roles: ['client', 'event'], verified: true });
  const id = await event(organiser, 'Noite de Jazz no Tofo');
  const page = await fetchPage(`/events/${id}`);
  const url = meta(page.text, 'og:image')!;
  assert.match(url, new RegExp(`^${ORIGIN}/share/events/${id}\\.jpg\\?v=[0-9a-f]{16}$`));
  assert.equal(meta(page.text, 'og:image:type'), 'image/jpeg');
  assert.equal(meta(page.text, 'og:image:width'), '1200');
  assert.equal(meta(page.text, 'og:image:height'), '630');
  assert.match(
    meta(page.text, 'og:image:alt')!,
    /^Noite de Jazz no Tofo · \d\d\/\d\d\/\d{4},? \d\d:\d\d · Centro Cultural · A partir de 500,00/,
  );
  assert.equal(meta(page.text, 'twitter:image'), url);

  const res = await site.request(url.replace(ORIGIN, ''));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('Content-Type'), 'image/jpeg');
  if (Deno.env.get('CARD_OUT')) {
    Deno.writeFileSync(Deno.env.get('CARD_OUT')!, new Uint8Array(await res.clone().arrayBuffer()));
  }
  assert.equal(res.headers.get('Cache-Control'), 'public, max-age=31536000, immutable');
  const etag = res.headers.get('ETag')!;
  const bytes = new Uint8Array(await res.arrayBuffer());
  const info = await sharp(bytes).metadata();
  assert.deepEqual([info.format, info.width, info.height], ['jpeg', 1200, 630]);
  // Not the one picture for all: the brand's plain picture differs from the listing's.
  const plain = new Uint8Array(await (await site.request('/share-image.png')).arrayBuffer());
  const [a, b] = await Promise.all(
    [bytes, plain].map((x) => sharp(x).resize(60, 32).removeAlpha().raw().toBuffer()),
  );
  assert.notDeepEqual(a, b);
  const again = await site.request(url.replace(ORIGIN, ''), { headers: { 'If-None-Match': etag } });
  assert.equal(again.status, 304, 'the same version: not modified');

  // A changed listing names a new picture, drawn anew.
  await sql`update events set title = 'Noite de Jazz e Marrabenta', ticket_price_cents = 75000 where id = ${id}`;
  forgetPages('events');
  const changed = meta((await fetchPage(`/events/${id}`)).text, 'og:image')!;
  assert.notEqual(changed, url);
  const fresh = await site.request(changed.replace(ORIGIN, ''), { headers: { 'If-None-Match': etag } });
  assert.equal(fresh.status, 200);
  assert.notEqual(fresh.headers.get('ETag'), etag);
  // The old address still answers, with the current picture and a short cache.
  const old = await site.request(url.replace(ORIGIN, ''));
  assert.equal(old.headers.get('Cache-Control'), 'public, max-age=300');
  await old.body?.cancel();

  // In English, its own picture.
  const en = meta((await fetchPage(`/events/${id}?lang=en`)).text, 'og:image')!;
  assert.match(en, /&lang=en$|lang=en/);
  await assertImage(en);

  // A stay with a photo, a ride, and the profiles have theirs.
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const stay = await hotel(manager, { name: 'Casa com Foto', photo: true });
  await assertImage(meta((await fetchPage(`/alojamentos/${stay}`)).text, 'og:image')!);
  const driver = await createDriver();
  const ride = await insertRide(driver.uid, { from: 'Maputo', to: 'Inhambane' });
  const rideImage = meta((await fetchPage(`/rides/${ride}`)).text, 'og:image')!;
  assert.match(rideImage, /\/share\/rides\//);
  await assertImage(rideImage);
  await assertImage(meta((await fetchPage(`/motoristas/${driver.uid}`)).text, 'og:image')!);
  await assertImage(meta((await fetchPage(`/organizador/${organiser.uid}`)).text, 'og:image')!);

  // Unknown, hidden and malformed listings have none.
  for (
    const path of [
      '/share/events/00000000-0000-4000-8000-000000000000.jpg',
      '/share/events/nao-e-um-id.jpg',
      '/share/constructor/x.jpg',
      '/share/lugares/abc.jpg',
    ]
  ) {
    const r = await site.request(path);
    assert.equal(r.status, 404, path);
    await r.body?.cancel();
  }
  const draft = await event(organiser, 'Rascunho com foto', 'draft');
  assert.equal((await site.request(`/share/events/${draft}.jpg`)).status, 404, 'a draft');
  await sql`update events set provider_suspended = true where id = ${id}`;
  assert.equal((await site.request(`/share/events/${id}.jpg`)).status, 404, "a suspended organiser's event");
});

/** The page's data block for the app's swr (pages.html.ts pageDataScript), parsed. */
function pageData(html: string) {
  const m = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) as { path: string; lang: string; entries: { key: unknown[]; data: unknown }[] } : null;
}

Deno.test("each listing's page carries the API's own answer under the app's swr key, escaped", async () => {
  const organiser = await createUser({ roles: ['client', 'event'], verified: true });
  const id = await event(organiser, 'Noite </script><script>alert(1)</script> & Jazz');
  const page = await fetchPage(`/events/${id}`);
  assert.equal((page.text.match(/<script type="application\/json" id="page-data">/g) ?? []).length, 1);
  assert.ok(!page.text.includes('</script><script>alert(1)'), 'no text closes the block');
  // After the page's content, outside #root (React replaces it), before the app's script.
  assert.ok(page.text.indexOf('id="page-data"') > page.text.indexOf('</main>'));
  const data = pageData(page.text)!;
  assert.equal(data.path, `/events/${id}`);
  assert.equal(data.lang, 'pt');
  assert.deepEqual(data.entries.map((e) => e.key), [['events/one', id]]);
  const answer = await (await api.request(`/api/events/${id}`)).json();
  assert.deepEqual(data.entries[0]!.data, answer.data, 'what GET /api/events/{id} answers');
  // In English, the API's English (the cancellation policy's text).
  const en = pageData((await fetchPage(`/events/${id}?lang=en`)).text)!;
  const answerEn = await (await api.request(`/api/events/${id}`, { headers: { 'Accept-Language': 'en' } })).json();
  assert.equal(en.lang, 'en');
  assert.deepEqual(en.entries[0]!.data, answerEn.data);

  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const stay = await hotel(manager, { name: 'Casa dos Dados' });
  const stayData = pageData((await fetchPage(`/alojamentos/${stay}`)).text)!;
  assert.deepEqual(stayData.entries[0]!.key, ['hotels/one', stay]);
  assert.deepEqual(stayData.entries[0]!.data, (await (await api.request(`/api/hotels/${stay}`)).json()).data);

  const driver = await createDriver();
  const ride = await insertRide(driver.uid, { from: 'Maputo', to: 'Inhambane' });
  const rideData = pageData((await fetchPage(`/rides/${ride}`)).text)!;
  assert.deepEqual(rideData.entries[0]!.key, ['rides/search', 'one', ride]);
  assert.deepEqual(rideData.entries[0]!.data, (await (await api.request(`/api/rides/${ride}`)).json()).data);
  const driverData = pageData((await fetchPage(`/motoristas/${driver.uid}`)).text)!;
  assert.deepEqual(driverData.entries[0]!.key, ['profiles/driver', driver.uid]);
  assert.deepEqual(
    driverData.entries[0]!.data,
    (await (await api.request(`/api/profiles/drivers/${driver.uid}`)).json()).data,
  );
  const organiserData = pageData((await fetchPage(`/organizador/${organiser.uid}`)).text)!;
  assert.deepEqual(organiserData.entries[0]!.key, ['profiles/organiser', organiser.uid]);
  assert.deepEqual(
    organiserData.entries[0]!.data,
    (await (await api.request(`/api/profiles/organisers/${organiser.uid}`)).json()).data,
  );

  // A missing listing and the app's own pages carry none.
  assert.equal(pageData((await fetchPage('/events/00000000-0000-4000-8000-000000000000')).text), null);
  assert.equal(pageData((await fetchPage('/reservas')).text), null);
});
