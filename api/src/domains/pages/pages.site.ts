/**
 * @module The traveller app's addresses as the server answers them (issue 26, ADR 0046): robots.txt and the
 * sitemaps as text and XML, the favicon and touch icons, the designed preview picture, each public page with its own
 * head, JSON-LD and main text (pages.service.ts), and real status codes: an address the app does not know, or a
 * missing or hidden listing, answers 404 with the 'Página não encontrada' page in the visitor's language; a listing
 * of a suspended provider, or a cancelled ride, 410. Built files under the app's folder are served first.
 */
import type { Context } from 'hono';
import { serveStatic } from 'hono/deno';
import sharp from 'sharp';
import { sql } from '../../lib/db.ts';
import type { AppOpenAPI } from '../../lib/types.ts';
import { env } from '../../lib/env.ts';
import { withStayPreview } from '../../lib/page-preview.ts';
import { type PageLanguage, type PageModel, renderPage } from './pages.html.ts';
import * as pages from './pages.service.ts';
import type { PageText } from './pages.texts.ts';
import { robotsTxt, sitemap, sitemapIndex } from './pages.sitemap.ts';
import { type CardKind, cardVersion, renderCard } from './pages.card.ts';

/** The page of each kind of listing with a designed picture (pages.card.ts). */
const CARD_PAGES: Record<CardKind, (ctx: pages.PageContext, id: string) => Promise<PageModel>> = {
  events: pages.eventPage,
  stays: async (ctx, id) => (await pages.stayPage(ctx, id)).model,
  rides: pages.ridePage,
  drivers: pages.driverPage,
  organisers: pages.organiserPage,
};

/** The app's own addresses with no listing data: their titles, and whether they are private (not indexed). */
const APP_PAGES: readonly [RegExp, PageText, boolean][] = [
  [/^\/login$/, 'Entrar', true],
  [/^\/signup$/, 'Criar Conta', true],
  [/^\/(reservas|bookings|dashboard)$/, 'Minhas Reservas', true],
  [/^\/recibos\/[^/]+$/, 'Recibo', true],
  [/^\/(fidelidade|loyalty)$/, 'Programa Fidelidade', true],
  [/^\/chat(\/[^/]+)?$/, 'Conversas', true],
  [/^\/(notificacoes|notifications)$/, 'Notificações', true],
  [/^\/(perfil|profile|profile\/verification)$/, 'Perfil', true],
  [/^\/partnerships$/, 'Parcerias', false],
  [/^\/blog$/, 'Ajuda', false],
];

/**
 * The page's language: `?lang=en` or `?lang=pt` (the hreflang alternates), else the browser's first
 * Accept-Language (English when it prefers English), else Portuguese.
 */
export function languageOf(c: Context): PageLanguage {
  const asked = c.req.query('lang');
  if (asked === 'en' || asked === 'pt') return asked;
  return /^\s*en\b/i.test(c.req.header('Accept-Language') ?? '') ? 'en' : 'pt';
}

/** The public origin: PUBLIC_URL when set (behind a proxy), else the request's. */
function originOf(c: Context): string {
  return (env.PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
}

/** The brand's mark on its colours, 1200x630 (Open Graph's size): the preview picture of a page without a photo. */
const DESIGNED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0B6E78"/>
<stop offset="1" stop-color="#1D4F91"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="930" cy="190" r="90" fill="#E8702A"/>
<path d="M0 470c160-110 320-110 520 0s400 110 680 0v160H0z" fill="#FFFFFF" opacity="0.95"/>
<g transform="translate(96 120)"><rect width="128" height="128" rx="28" fill="#FFFFFF"/>
<circle cx="88" cy="44" r="16" fill="#E8702A"/><path d="M12 88c16-12 32-12 52 0s36 12 52 0v28H12z" fill="#0B6E78"/></g>
<text x="96" y="340" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#FFFFFF">MozTurismo</text>
<text x="96" y="405" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#FFFFFF">Viagens · Alojamentos · Eventos</text>
</svg>`;

let designed: Promise<Uint8Array> | undefined;
let favicon: Promise<Uint8Array> | undefined;

/** A .ico holding one 48x48 PNG (the ICO format has taken PNG entries since Windows Vista). */
async function icoFrom(svg: Uint8Array): Promise<Uint8Array> {
  const png = new Uint8Array(await sharp(svg).resize(48, 48).png().toBuffer());
  const out = new Uint8Array(6 + 16 + png.length);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  out[6] = 48;
  out[7] = 48;
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.length, true);
  view.setUint32(18, 22, true); // offset of the PNG
  out.set(png, 22);
  return out;
}

/**
 * Registers the traveller's addresses on `app` (after the partner and admin areas, before nothing else).
 * @param o.shell the traveller's index.html with its run-time config
 * @param o.dist the traveller's built folder (icons, scripts, manifest)
 */
export function registerSite(app: AppOpenAPI, o: { shell: string; dist: string }) {
  const send = (c: Context, model: PageModel, lang: PageLanguage, shell = o.shell) => {
    c.header('Content-Language', lang === 'en' ? 'en' : 'pt-MZ');
    c.header('Vary', 'Accept-Language');
    return c.html(renderPage(shell, model, lang, originOf(c)), model.status);
  };
  const page =
    (build: (ctx: pages.PageContext, c: Context) => Promise<PageModel> | PageModel) => async (c: Context) => {
      const lang = languageOf(c);
      const ctx = { origin: originOf(c), lang };
      try {
        return send(c, await build(ctx, c), lang);
      } catch (error) {
        // A database error: the plain page (the app then shows its own state), never a crawler-visible 404.
        console.error('page head failed', c.req.path, error);
        return c.html(o.shell);
      }
    };

  app.get('/robots.txt', (c) => c.text(robotsTxt(originOf(c))));
  app.get('/sitemap.xml', async (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(await sitemapIndex(sql, originOf(c)));
  });
  app.get('/sitemaps/:file{[a-z]+-[0-9]+\\.xml}', async (c) => {
    const xml = await sitemap(sql, originOf(c), c.req.param('file').replace(/\.xml$/, ''));
    if (!xml) {
      return send(c, pages.notFoundPage({ origin: originOf(c), lang: languageOf(c) }, c.req.path), languageOf(c));
    }
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(xml);
  });
  app.get('/share-image.png', async (c) => {
    designed ??= sharp(new TextEncoder().encode(DESIGNED_SVG)).png().toBuffer().then((b) => new Uint8Array(b));
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Type', 'image/png');
    return c.body((await designed) as Uint8Array<ArrayBuffer>);
  });
  // A listing's designed link-preview picture (pages.card.ts): made from the same page model as its page, so a
  // missing or hidden listing has none (404). `v` is the version the page named: when it is the current one the
  // picture never changes at that address (a changed listing names a new version).
  app.get('/share/:kind{[a-z]+}/:file{[^/]+\\.jpg}', async (c) => {
    const kind = c.req.param('kind') as CardKind;
    const id = c.req.param('file').replace(/\.jpg$/, '');
    const lang = c.req.query('lang') === 'en' ? 'en' : 'pt';
    const build = Object.hasOwn(CARD_PAGES, kind) ? CARD_PAGES[kind] : undefined;
    const ctx = { origin: originOf(c), lang } as const;
    const model = build ? await build(ctx, id) : null;
    const card = model?.status === 200 ? model.card : undefined;
    if (!card) return c.text('Imagem não encontrada.', 404);
    const version = cardVersion(card);
    const etag = `"card-${version}"`;
    c.header('ETag', etag);
    c.header(
      'Cache-Control',
      c.req.query('v') === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    );
    if ((c.req.header('If-None-Match') ?? '').split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      return c.body(null, 304);
    }
    c.header('Content-Type', 'image/jpeg');
    return c.body((await renderCard(card)) as Uint8Array<ArrayBuffer>);
  });
  app.get('/favicon.ico', async (c) => {
    favicon ??= Deno.readFile(`${o.dist}/icons/icon.svg`).then(icoFrom);
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Type', 'image/x-icon');
    return c.body((await favicon) as Uint8Array<ArrayBuffer>);
  });
  // iOS asks for these at the root whatever the page links.
  for (const name of ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png']) {
    app.get(name, serveStatic({ root: o.dist, rewriteRequestPath: () => '/icons/apple-touch-icon.png' }));
  }

  app.get('/', page((ctx) => pages.homePage(ctx)));
  app.get('/index.html', page((ctx) => pages.homePage(ctx)));
  for (const path of ['/eventos', '/events']) {
    app.get(path, page((ctx, c) => pages.eventsPage(ctx, new URL(c.req.url).searchParams)));
  }
  app.get('/events/:id', page((ctx, c) => pages.eventPage(ctx, c.req.param('id')!)));
  app.get('/rides', page((ctx, c) => pages.ridesPage(ctx, new URL(c.req.url).searchParams)));
  app.get('/rides/:id', page((ctx, c) => pages.ridePage(ctx, c.req.param('id')!)));
  app.get('/alojamentos', page((ctx, c) => pages.staysPage(ctx, new URL(c.req.url).searchParams)));
  app.get('/motoristas/:id', page((ctx, c) => pages.driverPage(ctx, c.req.param('id')!)));
  app.get('/organizador/:id', page((ctx, c) => pages.organiserPage(ctx, c.req.param('id')!)));
  // An establishment's page also carries its name, place, description and cover in the shell (issue 13, ADR 0036).
  app.get('/alojamentos/:id', async (c) => {
    const lang = languageOf(c);
    try {
      const { model, preview } = await pages.stayPage({ origin: originOf(c), lang }, c.req.param('id'));
      const marker = '<!--stay-preview-->';
      const shell = preview
        ? withStayPreview(o.shell.replace(marker, () => `${marker}${model.main ?? ''}`), preview)
        : o.shell;
      return send(c, preview ? { ...model, main: null } : model, lang, shell);
    } catch (error) {
      console.error('stay page head failed', error);
      return c.html(o.shell);
    }
  });
  app.get('*', serveStatic({ root: o.dist }), (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const path = c.req.path.replace(/\/+$/, '') || '/';
    const known = APP_PAGES.find(([re]) => re.test(path));
    const lang = languageOf(c);
    const ctx = { origin: originOf(c), lang };
    if (known) return send(c, pages.plainPage(ctx, path, known[1], known[2]), lang);
    return send(c, pages.notFoundPage(ctx, path), lang);
  });
}
