/**
 * @module What the server writes into the traveller's page for each public address (issue 26, ADR 0046): the head
 * (title, description, canonical, hreflang pt/en, Open Graph and Twitter card, robots, JSON-LD) and the page's main
 * text in the prerendered shell, so that a search engine, a link preview (WhatsApp, Facebook, X) or a phone without
 * JavaScript reads the listing without running the app. Every value is escaped for HTML; JSON-LD is escaped for a
 * `<script>` data block (no `<` in it), which is not executed, so the page's CSP (script hashes) is unchanged.
 */
import { escapeHtml, STAY_PREVIEW_MARKER } from '../../lib/page-preview.ts';
import type { ShareCard } from './pages.card.ts';

/** The two languages of a page: Portuguese (pt-MZ, the default) and English (`?lang=en`). */
export type PageLanguage = 'pt' | 'en';

/** The picture of a link preview: absolute URL, its size in px and its text alternative. */
export interface PageImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type: 'image/jpeg' | 'image/png';
}

/** Everything the server writes into one page. */
export interface PageModel {
  /** 200, or 404 (unknown address, missing or hidden listing) or 410 (a suspended provider's listing). */
  status: 200 | 404 | 410;
  /** The page's own title, without the ' | MozTurismo' suffix added here (the home page has none). */
  title: string;
  /** At most about 160 characters: the search result's and the preview's text. */
  description: string;
  /** The path and query of the canonical address, language excluded (e.g. '/events/<id>'). */
  path: string;
  image: PageImage;
  /** A listing's designed picture (pages.card.ts), served at `image.url`; none on the other pages. */
  card?: ShareCard;
  /** Open Graph type. */
  ogType: 'website' | 'profile' | 'article';
  /** schema.org objects (each with '@context'), written as JSON-LD. */
  jsonLd: readonly object[];
  /** The page's main text, already escaped HTML (see {@link doc}), or null to leave the shell as it is. */
  main: string | null;
  /** Not to be indexed (private areas, errors). */
  noindex?: boolean;
  /**
   * The API answers the page was made from, each under the app's swr key (e.g. `['events/one', id]`) with the
   * `data` of its JSON: written into the page (see {@link pageDataScript}) so that the app draws them at once and
   * does not fetch them again on load.
   */
  data?: readonly PageData[];
}

/** One API answer the page carries for the app: its swr key and its `data`, as the API's JSON would hold it. */
export interface PageData {
  key: readonly (string | number)[];
  value: unknown;
}

/** The address of `path` in `lang`: Portuguese is the plain address, English adds `lang=en`. */
export function pathIn(path: string, lang: PageLanguage): string {
  const url = new URL(path, 'http://x');
  url.searchParams.delete('lang');
  if (lang === 'en') url.searchParams.set('lang', 'en');
  return `${url.pathname}${url.search}`;
}

/** JSON for a `<script>` data block: `<`, `>`, `&`, U+2028 and U+2029 as JSON escapes (no text closes it). */
function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A JSON-LD data block: `<`, `>` and `&` as JSON escapes, so no text can close the script element. */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}

/** The id of the page's data block, read by the traveller app (apps/traveller/src/lib/page-data.tsx). */
export const PAGE_DATA_ID = 'page-data';

/**
 * The page's API answers for the app's swr (issue 26): a JSON data block (`type="application/json"`, never run, so
 * the CSP's script hashes are unchanged) holding the page's path, its language and the entries. The app takes
 * them as swr's fallback for those keys on this page, in this language, and skips their fetch on mount.
 */
export function pageDataScript(path: string, lang: PageLanguage, data: readonly PageData[]): string {
  const pathname = new URL(path, 'http://x').pathname;
  const entries = data.map((d) => ({ key: d.key, data: d.value }));
  return `<script type="application/json" id="${PAGE_DATA_ID}">${
    scriptJson({ path: pathname, lang, entries })
  }</script>`;
}

/** Cuts a description to `max` characters on a word boundary, with an ellipsis. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/**
 * A screen's own heading as the app draws it (its Page title and description), written by the server where the
 * shell has none (the stay search): the app's first render then draws the same text in the same place.
 */
export function lead(title: string, description: string): string {
  return `<div class="shell-page shell-lead"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p></div>`;
}

/** One line of a page's main text. */
export type DocLine = { text: string; href?: string } | string;

/**
 * The main text of a page as escaped HTML: a heading, lines of facts, a description and a list of links.
 * @param o.level the heading's level: 1 on a listing's page, 2 under a shell heading (the search pages)
 */
export function doc(
  o: { heading: string; level?: 1 | 2; facts?: readonly DocLine[]; text?: string | null; links?: readonly DocLine[] },
): string {
  const line = (l: DocLine) =>
    typeof l === 'string'
      ? escapeHtml(l)
      : l.href
      ? `<a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a>`
      : escapeHtml(l.text);
  const level = o.level ?? 1;
  return `<article class="shell-page shell-doc" data-page-doc>` +
    `<h${level}>${escapeHtml(o.heading)}</h${level}>` +
    (o.facts ?? []).map((f) => `<p>${line(f)}</p>`).join('') +
    (o.text ? `<p>${escapeHtml(o.text)}</p>` : '') +
    (o.links?.length ? `<ul>${o.links.map((l) => `<li>${line(l)}</li>`).join('')}</ul>` : '') +
    `</article>`;
}

const OG_LOCALE: Record<PageLanguage, string> = { pt: 'pt_MZ', en: 'en_GB' };

/**
 * The head tags of a page (after its title and description): canonical, alternates, Open Graph, Twitter, robots and
 * JSON-LD, every URL absolute.
 * @param origin the public origin, e.g. 'https://mozturismo.co.mz'
 */
export function headTags(model: PageModel, lang: PageLanguage, origin: string): string {
  const abs = (p: string) => `${origin}${p}`;
  const url = abs(pathIn(model.path, lang));
  const title = pageTitle(model);
  const meta = (attr: 'property' | 'name', key: string, value: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(value))}">`;
  const tags = [
    model.noindex ? '<meta name="robots" content="noindex">' : '',
    model.status === 200 ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    ...(model.status === 200
      ? [
        `<link rel="alternate" hreflang="pt" href="${escapeHtml(abs(pathIn(model.path, 'pt')))}">`,
        `<link rel="alternate" hreflang="en" href="${escapeHtml(abs(pathIn(model.path, 'en')))}">`,
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(abs(pathIn(model.path, 'pt')))}">`,
      ]
      : []),
    meta('property', 'og:site_name', 'MozTurismo'),
    meta('property', 'og:type', model.ogType),
    meta('property', 'og:title', title),
    meta('property', 'og:description', model.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[lang === 'pt' ? 'en' : 'pt']),
    meta('property', 'og:image', model.image.url),
    meta('property', 'og:image:type', model.image.type),
    meta('property', 'og:image:width', model.image.width),
    meta('property', 'og:image:height', model.image.height),
    meta('property', 'og:image:alt', model.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', model.description),
    meta('name', 'twitter:image', model.image.url),
    meta('name', 'twitter:image:alt', model.image.alt),
    ...model.jsonLd.map(jsonLdScript),
  ];
  return tags.filter(Boolean).join('');
}

/** The tab title: '<title> | MozTurismo', or the title alone when it already names the site. */
export function pageTitle(model: Pick<PageModel, 'title'>): string {
  return /MozTurismo/.test(model.title) ? model.title : `${model.title} | MozTurismo`;
}

/**
 * The traveller page `shell` with `model` written in: `<html lang>`, title, description, the head tags before
 * `</head>`, and the main text at the shell's marker (left for the establishment's preview when `main` is null).
 * A shell without the marker keeps its body.
 */
export function renderPage(shell: string, model: PageModel, lang: PageLanguage, origin: string): string {
  let page = shell
    .replace(/<html lang="[^"]*"/, () => `<html lang="${lang === 'en' ? 'en' : 'pt-MZ'}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(model))}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(model.description)}">`,
    )
    .replace('</head>', () => `${headTags(model, lang, origin)}</head>`);
  if (model.main !== null) page = page.replace(STAY_PREVIEW_MARKER, () => model.main!);
  // After the page's content (a data block there costs the first paint nothing), before the app's loader script
  // (the built page's last script, vite.config.ts), outside #root (which React replaces).
  if (model.status === 200 && model.data?.length) {
    const script = pageDataScript(model.path, lang, model.data);
    const end = page.lastIndexOf('</body>');
    const loader = page.lastIndexOf('<script', end);
    const at = end < 0 ? page.length : loader > page.lastIndexOf('</main>') ? loader : end;
    page = `${page.slice(0, at)}${script}${page.slice(at)}`;
  }
  return page;
}
