/**
 * @module robots.txt and the sitemaps (issue 26, ADR 0046; sitemaps.org protocol 0.9). /sitemap.xml is an index of
 * paged sitemaps, one kind of page each (/sitemaps/<kind>-<page>.xml, at most SITEMAP_PAGE_SIZE addresses), built
 * from the database: only what a visitor can book now (published upcoming events, active establishments with an
 * active room type, active rides still to depart with a free seat; none of a suspended provider) and the public
 * profiles behind them, each with its lastmod and its English alternate (xhtml:link hreflang). Private areas are
 * excluded from robots.txt too.
 */
import { PARTNER_AREA_PATHS } from '@turismo/rules/areas.ts';
import type { Db } from '../../lib/db.ts';
import { escapeHtml } from '../../lib/page-preview.ts';
import { pathIn } from './pages.html.ts';

/** Addresses per sitemap (the protocol allows 50,000; smaller files are cheaper to rebuild). */
export const SITEMAP_PAGE_SIZE = 5000;

/** The kinds of sitemap. */
export const SITEMAP_KINDS = ['pages', 'events', 'stays', 'rides', 'profiles'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** Paths no crawler should visit: the private areas and the API (its media stay reachable for previews). */
export const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  ...PARTNER_AREA_PATHS,
  '/portal/',
  '/reservas',
  '/bookings',
  '/dashboard',
  '/recibos/',
  '/fidelidade',
  '/loyalty',
  '/chat',
  '/notificacoes',
  '/notifications',
  '/perfil',
  '/profile',
  '/login',
  '/signup',
  '/storybook',
];

/** robots.txt: everything public, private areas and the API out (previews may still fetch /api/media/). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/media/',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

interface Entry {
  path: string;
  lastmod: Date | null;
}

const STATIC_PAGES = ['/', '/eventos', '/rides', '/alojamentos', '/partnerships', '/blog'];

/** The count of addresses of each kind. */
async function counts(sql: Db): Promise<Record<SitemapKind, number>> {
  const [row] = await sql<{ events: number; stays: number; rides: number; profiles: number }[]>`
    select
      (select count(*)::int from events e where ${publicEvent(sql)}) as events,
      (select count(*)::int from establishments s where ${publicStay(sql)}) as stays,
      (select count(*)::int from rides r where ${publicRide(sql)}) as rides,
      (select count(*)::int from users u where ${publicProfile(sql)}) as profiles
  `;
  return { pages: STATIC_PAGES.length, ...row! };
}

const publicEvent = (sql: Db) => sql`e.status = 'upcoming' and e.ends_at > now() and not e.provider_suspended`;
const publicStay = (sql: Db) =>
  sql`s.is_active and not s.provider_suspended
    and exists (select 1 from room_types rt where rt.establishment_id = s.id and rt.is_active)`;
const publicRide = (sql: Db) =>
  sql`r.status = 'active' and r.departure_at > now() and r.seats_available > 0 and not r.provider_suspended`;
/** Drivers and organisers with something bookable (their profile is linked from it). */
const publicProfile = (sql: Db) =>
  sql`not account_suspended(u.status) and (
    ('driver' = any (u.roles) and exists (select 1 from rides r where r.driver_id = u.id and ${publicRide(sql)}))
    or ('event' = any (u.roles) and exists (select 1 from events e where e.organiser_id = u.id and ${publicEvent(sql)}))
  )`;

async function entries(sql: Db, kind: SitemapKind, page: number): Promise<Entry[]> {
  const offset = (page - 1) * SITEMAP_PAGE_SIZE;
  switch (kind) {
    case 'pages':
      return page === 1 ? STATIC_PAGES.map((path) => ({ path, lastmod: null })) : [];
    case 'events':
      return (await sql<{ id: string; at: Date }[]>`
        select e.id, coalesce(e.updated_at, e.created_at) as at from events e where ${publicEvent(sql)}
        order by e.starts_at, e.id limit ${SITEMAP_PAGE_SIZE} offset ${offset}
      `).map((r) => ({ path: `/events/${r.id}`, lastmod: r.at }));
    case 'stays':
      return (await sql<{ id: string; at: Date }[]>`
        select s.id, coalesce(s.updated_at, s.created_at) as at from establishments s where ${publicStay(sql)}
        order by s.created_at, s.id limit ${SITEMAP_PAGE_SIZE} offset ${offset}
      `).map((r) => ({ path: `/alojamentos/${r.id}`, lastmod: r.at }));
    case 'rides':
      return (await sql<{ id: string; at: Date }[]>`
        select r.id, r.created_at as at from rides r where ${publicRide(sql)}
        order by r.departure_at, r.id limit ${SITEMAP_PAGE_SIZE} offset ${offset}
      `).map((r) => ({ path: `/rides/${r.id}`, lastmod: r.at }));
    case 'profiles':
      return (await sql<{ id: string; driver: boolean; at: Date }[]>`
        select u.id, 'driver' = any (u.roles) and exists (
          select 1 from rides r where r.driver_id = u.id and ${publicRide(sql)}
        ) as driver, u.updated_at as at
        from users u where ${publicProfile(sql)}
        order by u.created_at, u.id limit ${SITEMAP_PAGE_SIZE} offset ${offset}
      `).map((r) => ({ path: r.driver ? `/motoristas/${r.id}` : `/organizador/${r.id}`, lastmod: r.at }));
  }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The sitemap index: every non-empty page of every kind, with the newest lastmod of the kind. */
export async function sitemapIndex(sql: Db, origin: string): Promise<string> {
  const n = await counts(sql);
  const items: string[] = [];
  for (const kind of SITEMAP_KINDS) {
    const pages = Math.max(kind === 'pages' ? 1 : 0, Math.ceil(n[kind] / SITEMAP_PAGE_SIZE));
    for (let p = 1; p <= pages; p++) {
      items.push(`<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${kind}-${p}.xml`)}</loc></sitemap>`);
    }
  }
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${
    items.join('')
  }</sitemapindex>\n`;
}

/**
 * One sitemap: its addresses in Portuguese, each with its Portuguese and English alternates.
 * @returns null for an unknown kind or a page past the last (404)
 */
export async function sitemap(sql: Db, origin: string, name: string): Promise<string | null> {
  const m = /^([a-z]+)-([1-9]\d{0,4})$/.exec(name);
  if (!m || !(SITEMAP_KINDS as readonly string[]).includes(m[1]!)) return null;
  const list = await entries(sql, m[1] as SitemapKind, Number(m[2]));
  if (!list.length) return null;
  const url = (e: Entry) => {
    const pt = `${origin}${pathIn(e.path, 'pt')}`;
    const en = `${origin}${pathIn(e.path, 'en')}`;
    return `<url><loc>${escapeHtml(pt)}</loc>` +
      (e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : '') +
      `<xhtml:link rel="alternate" hreflang="pt" href="${escapeHtml(pt)}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(en)}"/>` +
      `</url>`;
  };
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:xhtml="http://www.w3.org/1999/xhtml">${list.map(url).join('')}</urlset>\n`;
}
