/**
 * @module What the server writes into an app page before any script runs (issue 13, ADR 0036): an establishment's
 * name, place line, description and cover photo in the traveller's prerendered shell, so that a phone paints them
 * with the page instead of after the app's script, its screen's chunk and the API call. The app reads them back from
 * the page (apps/traveller/src/app/pages/stay-preview.tsx) and keeps them on screen until the screen has its data.
 *
 * Every value is text escaped for HTML (element content and double-quoted attributes): a name or description holding
 * `<script>`, quotes or `&` stays text. Nothing is executed, so the page's CSP (script hashes) is unchanged.
 */

/** The marker in apps/traveller/index.html's shell where an establishment's preview goes. */
export const STAY_PREVIEW_MARKER = '<!--stay-preview-->';

/** The cover's `sizes`: equal to COVER_SIZES in the traveller's EstablishmentDetails.tsx (same download). */
const COVER_SIZES = '(min-width: 1024px) 600px, (min-width: 768px) 60vw, 88vw';

/** A photo as the API describes it (media PhotoSchema): the variants' URLs and the original's size. */
export interface PreviewPhoto {
  alt: string;
  width: number;
  height: number;
  variants: { w320: string; w640: string; w1280: string };
}

/** An establishment's first screen (the stays service's stayPreview). */
export interface StayPagePreview {
  id: string;
  name: string;
  placeLine: string;
  description: string | null;
  cover: PreviewPhoto | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for HTML element content and quoted attribute values.
 * @example escapeHtml('<b>"Sol & Mar"</b>') // '&lt;b&gt;&quot;Sol &amp; Mar&quot;&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The `srcset` of a photo: each variant with its real width (as the kit's photoSrcSet). */
function srcSet(photo: PreviewPhoto): string {
  return ([[320, photo.variants.w320], [640, photo.variants.w640], [1280, photo.variants.w1280]] as const)
    .map(([w, url]) => `${url} ${Math.min(w, photo.width)}w`)
    .join(', ');
}

/**
 * The traveller page `page` with an establishment's preview in its shell (at {@link STAY_PREVIEW_MARKER}) and its
 * name in the tab title ('<name> | MozTurismo', as useDocumentTitle). A page without the marker is returned
 * unchanged.
 * @param page the traveller app's index.html, with its run-time config
 * @param preview what the establishment's page shows first
 * @returns the page to send
 * @example withStayPreview(page, { id, name: 'Casa do Tofo', placeLine: 'Tofo, Inhambane', description: null, cover: null })
 */
export function withStayPreview(page: string, preview: StayPagePreview): string {
  if (!page.includes(STAY_PREVIEW_MARKER)) return page;
  const { cover } = preview;
  const image = cover
    ? `<img src="${escapeHtml(cover.variants.w640)}" srcset="${escapeHtml(srcSet(cover))}" sizes="${COVER_SIZES}" ` +
      `alt="${escapeHtml(cover.alt || preview.name)}" width="${cover.width}" height="${cover.height}" ` +
      `fetchpriority="high">`
    : '';
  const html = `<div class="shell-page shell-stay" data-stay-preview="${escapeHtml(preview.id)}">` +
    `<h1>${escapeHtml(preview.name)}</h1><p>${escapeHtml(preview.placeLine)}</p>` +
    `<div class="shell-stay-body"><div class="shell-stay-cover">${image}</div>` +
    (preview.description ? `<p>${escapeHtml(preview.description)}</p>` : '') +
    `</div></div>`;
  return page
    .replace(STAY_PREVIEW_MARKER, () => html)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(preview.name)} | MozTurismo</title>`);
}
