/**
 * Issue 26's "Done when", as a crawler sees it: the API and the traveller's addresses composed as main.ts composes
 * them (buildApi, then registerSite), served over real HTTP on 127.0.0.1, and fetched with plain `fetch` (no script
 * runs, only the HTML the server sends). Each public page type (event, stay, ride, driver and organiser profiles, the
 * city/month event listing, the event, ride and stay searches, the home page) must carry its name, its canonical,
 * og:title, an og:image that answers 200 as an image, and JSON-LD of the right schema.org type that parses and has
 * Google's required properties. robots.txt, the sitemap index and every sitemap parse (fast-xml-parser) and list only
 * addresses that answer 200 and are indexable, never a hidden listing; unknown addresses answer 404.
 */
import assert from 'node:assert/strict';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildApi } from '../../app.ts';
import { createUser, sql, type TestUser } from '../../test/helpers.ts';
import { forgetPages } from '../../lib/page-cache.ts';
import { createDriver, insertRide } from '../rides/rides.fixtures.ts';
import { registerSite } from './pages.site.ts';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const SHELL = Deno.readTextFileSync(`${ROOT}apps/traveller/index.html`);

// deno-lint-ignore no-explicit-any -- JSON-LD is any JSON
type Ld = any;

/** The head and body of a page as a crawler reads them: the first value of each tag, entities decoded. */
function readPage(html: string) {
  const decode = (s: string | undefined) =>
    s?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(
      /&amp;/g,
      '&',
    );
  const first = (re: RegExp) => decode(re.exec(html)?.[1]);
  const meta = (key: string) => first(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return {
    headings: [...html.matchAll(/<h[12][^>]*>([^<]*)<\/h[12]>/g)].map((m) => decode(m[1])!),
    title: first(/<title>([^<]*)<\/title>/),
    canonical: first(/<link rel="canonical" href="([^"]*)"/),
    robots: meta('robots'),
    ogTitle: meta('og:title'),
    ogImage: meta('og:image'),
    twitterCard: meta('twitter:card'),
    hreflang: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => m[1]),
    // Every JSON-LD block must parse: JSON.parse throws on a broken one.
    ld: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!) as Ld
    ),
    hasScripts: /<script type="module"|<script>/.test(html),
  };
}

/** Google's required properties (developers.google.com/search/docs/appearance/structured-data/...) per type. */
const REQUIRED: Record<string, (d: Ld) => void> = {
  Event(e) {
    for (const k of ['name', 'startDate', 'location']) assert.ok(e[k], `Event.${k}`);
    assert.ok(!Number.isNaN(Date.parse(e.startDate)), 'Event.startDate is ISO 8601');
    assert.match(e.startDate, /[+-]\d\d:\d\d$|Z$/, 'Event.startDate carries its offset');
    assert.equal(e.location['@type'], 'Place');
    assert.ok(e.location.name && e.location.address, 'Event.location has name and address');
    assert.ok(e.offers?.priceCurrency === 'MZN', 'Event.offers in MZN');
    assert.match(e.offers.availability, /^https:\/\/schema\.org\/(InStock|LimitedAvailability|SoldOut|Discontinued)$/);
    assert.ok(e.organizer?.name, 'Event.organizer');
  },
  LodgingBusiness: (h) => REQUIRED.Hotel!(h),
  Hotel(h) {
    assert.ok(h.name, 'name');
    assert.equal(h.address?.['@type'], 'PostalAddress');
    assert.ok(h.address.streetAddress && h.address.addressCountry === 'MZ', 'address with street and country');
    assert.ok(h.geo && typeof h.geo.latitude === 'number', 'geo');
    if (h.aggregateRating) {
      assert.ok(h.aggregateRating.ratingValue > 0 && h.aggregateRating.reviewCount > 0, 'rating value and count');
    }
    for (const r of h.review ?? []) assert.ok(r.author?.name && r.reviewRating?.ratingValue, 'review author, rating');
    for (const o of h.makesOffer ?? []) assert.ok(o.priceCurrency === 'MZN' && Number(o.price) > 0, 'room offer');
  },
  Trip(t) {
    assert.ok(t.name && t.departureTime && !Number.isNaN(Date.parse(t.departureTime)), 'Trip name and departure');
    assert.ok(t.offers?.priceCurrency === 'MZN', 'Trip offer in MZN');
    assert.ok(t.provider?.name, 'Trip provider');
  },
  BusTrip(t) {
    REQUIRED.Trip!(t);
    assert.ok(t.departureBusStop?.name && t.arrivalBusStop?.name, 'BusTrip departure and arrival stops');
  },
  Person: (p) => assert.ok(p.name && p.url, 'Person name and url'),
  Organization: (o) => assert.ok(o.name && o.url, 'Organization name and url'),
  WebSite: (w) => assert.ok(w.name && w.url, 'WebSite name and url'),
  ItemList(l) {
    assert.equal(l.numberOfItems, l.itemListElement.length);
    l.itemListElement.forEach((it: Ld, i: number) => {
      assert.equal(it['@type'], 'ListItem');
      assert.equal(it.position, i + 1, 'ListItem.position');
      assert.ok(it.url, 'ListItem.url');
    });
  },
  BreadcrumbList(b) {
    assert.ok(b.itemListElement.length >= 2);
    b.itemListElement.forEach((it: Ld, i: number) => {
      assert.equal(it.position, i + 1, 'ListItem.position');
      assert.ok(it.name, 'ListItem.name');
      if (i < b.itemListElement.length - 1) assert.ok(it.item, 'ListItem.item (all but the last)');
    });
  },
};

/** Creates what the pages show: an event, a stay, a minibus ride, and the hidden listings that must stay hidden. */
async function fixtures() {
  const organiser = await createUser({ roles: ['client', 'event'], verified: true });
  await sql`update users set first_name = 'Produções Xai-Xai' where id = ${organiser.uid}`;
  const eventRow = async (title: string, status = 'upcoming') => {
    const [row] = await sql<{ id: string }[]>`
      insert into events (organiser_id, title, description, category, venue, address, start_date, end_date,
        start_time, end_time, status, is_paid, ticket_price_cents, max_tickets, lat, lng)
      values (${organiser.uid}, ${title}, 'Música & dança.', 'cultura', 'Praça da Independência',
        'Avenida Samora Machel, Maputo', current_date + 20, current_date + 20, '19:30', '23:30', ${status}, true,
        35000, 150, -25.97, 32.57)
      returning id
    `;
    return row!.id;
  };
  const event = await eventRow('Noite Crawl da Marrabenta');
  const draftEvent = await eventRow('Rascunho Crawl', 'draft');

  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const [tofo] = await sql<{ id: number }[]>`select id from places where name = 'Tofo'`;
  const stayRow = async (name: string) => {
    const [row] = await sql<{ id: string }[]>`
      insert into establishments (manager_id, name, kind, address, place_id, description, lat, lng)
      values (${manager.uid}, ${name}, 'guesthouse', 'Rua da Praia, Tofo', ${tofo?.id ?? null},
        'Junto ao mar.', -23.85, 35.54)
      returning id
    `;
    await sql`
      insert into room_types (establishment_id, name, price_per_night_cents) values (${row!.id}, 'Quarto', 280000)
    `;
    return row!.id;
  };
  const stay = await stayRow('Pousada Crawl do Tofo');
  const inactiveStay = await stayRow('Pousada Crawl Fechada');
  await sql`update establishments set is_active = false where id = ${inactiveStay}`;
  const otherManager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const [suspended] = await sql<{ id: string }[]>`
    insert into establishments (manager_id, name, kind, address, place_id, lat, lng)
    values (${otherManager.uid}, 'Pousada Crawl Suspensa', 'hotel', 'Rua 1, Tofo', ${tofo?.id ?? null}, -23.8, 35.5)
    returning id
  `;
  // As pages.test.ts does: the flag a suspension sets (an insert takes it from the account, which is active).
  await sql`update establishments set provider_suspended = true where id = ${suspended!.id}`;
  await sql`
    insert into room_types (establishment_id, name, price_per_night_cents) values (${suspended!.id}, 'Quarto', 100000)
  `;

  const driver: TestUser = await createDriver();
  await sql`update users set first_name = 'Crawlino' where id = ${driver.uid}`;
  const ride = await insertRide(driver.uid, { from: 'Maputo', to: 'Xai-Xai', vehicleType: 'minibus', priceMt: 450 });
  const cancelledRide = await insertRide(driver.uid, { from: 'Maputo', to: 'Inhambane', status: 'cancelled' });
  forgetPages('events');
  forgetPages('rides');
  const [when] = await sql<{ y: number; m: number }[]>`
    select extract(year from start_date)::int as y, extract(month from start_date)::int as m from events
    where id = ${event}
  `;
  return {
    organiser,
    driver,
    event,
    stay,
    ride,
    month: when!,
    hidden: [draftEvent, inactiveStay, suspended!.id, cancelledRide],
  };
}

Deno.test('each public page type, fetched without JavaScript over HTTP, and the sitemaps a crawler follows', async (t) => {
  const app = buildApi({ log: false });
  const dist = Deno.makeTempDirSync({ prefix: 'pages-crawl-' });
  registerSite(app, { shell: SHELL, dist });
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, app.fetch);
  const origin = `http://127.0.0.1:${server.addr.port}`;
  /** A crawler's request: HTML only, nothing run; redirects are not followed (a crawler sees them). */
  const crawl = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(path.startsWith('http') ? path : `${origin}${path}`, { headers, redirect: 'manual' });
    return { status: res.status, type: res.headers.get('Content-Type') ?? '', text: await res.text() };
  };
  const imageChecked = new Map<string, true>();
  const assertImage = async (url: string) => {
    if (imageChecked.has(url)) return;
    assert.ok(url.startsWith(`${origin}/`), `og:image ${url} is an absolute address of this site`);
    const res = await fetch(url);
    assert.equal(res.status, 200, `og:image ${url} answers 200`);
    assert.match(res.headers.get('Content-Type') ?? '', /^image\/(jpeg|png|webp)$/, `og:image ${url} is an image`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
    const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
    assert.ok(jpeg || png, `og:image ${url} is a real JPEG or PNG (magic bytes)`);
    imageChecked.set(url, true);
  };

  try {
    const f = await fixtures();
    const { y, m } = f.month;
    /** Each public page type: its address, the name a crawler must find, and the JSON-LD types it must carry. */
    const pageTypes: { kind: string; path: string; name: string | RegExp; types: string[] }[] = [
      {
        kind: 'event',
        path: `/events/${f.event}`,
        name: 'Noite Crawl da Marrabenta',
        types: ['Event', 'BreadcrumbList'],
      },
      {
        kind: 'stay',
        path: `/alojamentos/${f.stay}`,
        name: 'Pousada Crawl do Tofo',
        types: ['LodgingBusiness', 'BreadcrumbList'],
      },
      { kind: 'ride', path: `/rides/${f.ride}`, name: 'Viagem de Maputo para Xai-Xai', types: ['BusTrip'] },
      { kind: 'driver profile', path: `/motoristas/${f.driver.uid}`, name: /Crawlino/, types: ['Person'] },
      {
        kind: 'organiser profile',
        path: `/organizador/${f.organiser.uid}`,
        name: 'Produções Xai-Xai',
        types: ['Organization'],
      },
      {
        kind: 'city/month events',
        path: `/eventos?city=Maputo&month=${m}&year=${y}`,
        name: /^Eventos em Maputo · /,
        types: ['ItemList'],
      },
      {
        kind: 'event search',
        path: '/eventos?location=Maputo&search=1',
        name: 'Eventos em Maputo',
        types: ['ItemList'],
      },
      {
        kind: 'ride search',
        path: '/rides?from=Maputo&to=Xai-Xai',
        name: 'Viagens de Maputo para Xai-Xai',
        types: ['ItemList'],
      },
      { kind: 'stay search', path: '/alojamentos?local=Tofo', name: 'Alojamentos em Tofo', types: ['ItemList'] },
      { kind: 'home', path: '/', name: /MozTurismo|Moçambique/, types: ['WebSite'] },
    ];
    const listed: Record<string, string> = {
      'city/month events': `/events/${f.event}`,
      'event search': `/events/${f.event}`,
      'ride search': `/rides/${f.ride}`,
      'stay search': `/alojamentos/${f.stay}`,
    };

    for (const p of pageTypes) {
      await t.step(`${p.kind}: ${p.path}`, async () => {
        const res = await crawl(p.path);
        assert.equal(res.status, 200, p.path);
        assert.match(res.type, /^text\/html/);
        const page = readPage(res.text);
        // Its name in the HTML the server sent: the page's heading (or a results heading on the list pages).
        const names = page.headings;
        assert.ok(
          names.some((n) => typeof p.name === 'string' ? n === p.name : p.name.test(n)),
          `${p.kind}: '${p.name}' among the headings ${JSON.stringify(names)}`,
        );
        assert.ok(page.title && page.title.length > 0, 'a title');
        // Canonical: absolute, on this origin, the address itself (the criteria kept on the list pages).
        assert.ok(page.canonical, 'a canonical link');
        const canonical = new URL(page.canonical!);
        const asked = new URL(`${origin}${p.path}`);
        assert.equal(canonical.origin, origin);
        assert.equal(canonical.pathname, asked.pathname);
        for (const [k, v] of asked.searchParams) assert.equal(canonical.searchParams.get(k), v, `canonical keeps ${k}`);
        assert.notEqual(page.robots, 'noindex', 'a public page is indexable');
        assert.deepEqual(page.hreflang.sort(), ['en', 'pt', 'x-default']);
        assert.ok(page.ogTitle && page.ogTitle.length > 0, 'og:title');
        assert.equal(page.twitterCard, 'summary_large_image');
        assert.ok(page.ogImage, 'og:image');
        await assertImage(page.ogImage!);
        // JSON-LD of the right types, each with schema.org's context and Google's required properties.
        const types = page.ld.map((d) => d['@type']);
        for (const type of p.types) assert.ok(types.includes(type), `${p.kind}: JSON-LD ${type} among ${types}`);
        for (const d of page.ld) {
          assert.equal(d['@context'], 'https://schema.org');
          const check = REQUIRED[d['@type']];
          assert.ok(check, `a known type: ${d['@type']}`);
          check!(d);
        }
        const main = page.ld.find((d) => d['@type'] === p.types[0]);
        if (['event', 'stay', 'organiser profile'].includes(p.kind)) assert.equal(main.name, p.name, 'JSON-LD name');
        if (listed[p.kind]) {
          assert.ok(res.text.includes(`href="${listed[p.kind]}"`), `${p.kind} links to ${listed[p.kind]}`);
          assert.ok(
            main.itemListElement.some((it: Ld) => it.url === `${origin}${listed[p.kind]}`),
            `${p.kind}: the ItemList names ${listed[p.kind]}`,
          );
        }
      });
    }

    await t.step('in English too: the same page in the visitor language, its own canonical', async () => {
      const page = readPage((await crawl(`/events/${f.event}?lang=en`)).text);
      assert.ok(page.headings.includes('Noite Crawl da Marrabenta'));
      assert.equal(page.canonical, `${origin}/events/${f.event}?lang=en`);
      assert.equal(page.ld[0]['@type'], 'Event');
      await assertImage(page.ogImage!);
    });

    await t.step(
      'robots.txt: text, allows the site, keeps the private areas out, names the sitemap index',
      async () => {
        const res = await crawl('/robots.txt');
        assert.equal(res.status, 200);
        assert.match(res.type, /^text\/plain/);
        const lines = res.text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
        // Every line is a directive robots.txt knows (RFC 9309 and the Sitemap extension).
        for (const l of lines) assert.match(l, /^(User-agent|Allow|Disallow|Sitemap): \S*/, `robots.txt line '${l}'`);
        assert.ok(lines.includes('User-agent: *'));
        assert.ok(!lines.includes('Disallow: /'), 'the site itself is not disallowed');
        for (const p of ['/admin', '/reservas', '/drivers', '/hotels', '/organizadores']) {
          assert.ok(lines.includes(`Disallow: ${p}`), `Disallow: ${p}`);
        }
        assert.ok(lines.includes(`Sitemap: ${origin}/sitemap.xml`));
      },
    );

    await t.step('the sitemap index and each sitemap parse and list only public, indexable addresses', async () => {
      const parser = new XMLParser({
        ignoreAttributes: false,
        isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
      });
      const index = await crawl('/sitemap.xml');
      assert.equal(index.status, 200);
      assert.match(index.type, /^application\/xml|^text\/xml/);
      assert.equal(XMLValidator.validate(index.text), true, 'the index is well-formed XML');
      const root = parser.parse(index.text).sitemapindex;
      assert.equal(root['@_xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
      const maps = (root.sitemap as { loc: string }[]).map((s) => s.loc);
      assert.ok(maps.length >= 4, 'paged sitemaps, one kind per file');
      const all: { loc: string; lastmod?: string; 'xhtml:link'?: { '@_hreflang': string; '@_href': string }[] }[] = [];
      for (const map of maps) {
        assert.ok(map.startsWith(`${origin}/sitemaps/`), map);
        const res = await crawl(map);
        assert.equal(res.status, 200, map);
        assert.equal(XMLValidator.validate(res.text), true, `${map} is well-formed XML`);
        const urlset = parser.parse(res.text).urlset;
        assert.equal(urlset['@_xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
        all.push(...(urlset.url ?? []));
      }
      const locs = all.map((u) => u.loc);
      assert.equal(new Set(locs).size, locs.length, 'no address twice');
      // The fixtures' public listings are there; the hidden ones nowhere.
      for (const path of [`/events/${f.event}`, `/alojamentos/${f.stay}`, `/rides/${f.ride}`]) {
        assert.ok(locs.includes(`${origin}${path}`), `the sitemaps list ${path}`);
      }
      for (const id of f.hidden) assert.ok(!locs.some((l) => l.includes(id)), `hidden listing ${id} not listed`);
      for (const u of all) {
        assert.ok(!/\/(reservas|admin|perfil|profile|login|signup|chat|drivers|hotels|organizadores)\b/.test(u.loc));
        if (u.lastmod) assert.ok(!Number.isNaN(Date.parse(u.lastmod)), `lastmod of ${u.loc}`);
      }
      // Every listed address answers 200 and is indexable (bounded: the listings first, at most 150 addresses).
      const sample = [...locs.filter((l) => /\/(events|alojamentos|rides|motoristas|organizador)\//.test(l)), ...locs]
        .filter((l, i, a) => a.indexOf(l) === i).slice(0, 150);
      for (const loc of sample) {
        const res = await crawl(loc);
        assert.equal(res.status, 200, `${loc} listed in a sitemap answers 200`);
        assert.notEqual(readPage(res.text).robots, 'noindex', `${loc} listed in a sitemap is indexable`);
      }
    });

    await t.step('unknown addresses and hidden listings answer 404 (or 410), not the app with 200', async () => {
      for (
        const path of [
          '/nao-existe',
          '/eventos/x/y/z',
          '/events/00000000-0000-4000-8000-000000000000',
          '/events/nao-e-um-id',
          '/alojamentos/00000000-0000-4000-8000-000000000000',
          '/rides/00000000-0000-4000-8000-000000000000',
          '/motoristas/nao-existe',
          '/organizador/nao-existe',
          '/sitemaps/events-9999.xml',
          `/events/${f.hidden[0]}`,
          `/alojamentos/${f.hidden[1]}`,
        ]
      ) {
        const res = await crawl(path);
        assert.equal(res.status, 404, path);
        if (res.type.startsWith('text/html')) assert.match(res.text, /<meta name="robots" content="noindex">/, path);
      }
      assert.equal((await crawl(`/alojamentos/${f.hidden[2]}`)).status, 410, "a suspended provider's stay is gone");
      assert.equal((await crawl(`/rides/${f.hidden[3]}`)).status, 410, 'a cancelled ride is gone');
    });
  } finally {
    await server.shutdown();
    Deno.removeSync(dist, { recursive: true });
  }
});
