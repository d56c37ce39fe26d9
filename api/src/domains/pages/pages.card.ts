/**
 * @module A listing's own link-preview picture (issue 26, ADR 0046 addendum): 1200x630 (Open Graph's 1.91:1), the
 * listing's photo (its cover, a ride's car, a profile's avatar) under a dark band holding its kind, its name, its
 * date or place and its price, and the brand's mark, drawn on the server by sharp (librsvg for the text, the
 * system's DejaVu Sans, nothing downloaded at run time). A listing without a photo is drawn on the brand's colours.
 *
 * The picture's address carries a version, a hash of everything drawn (`?v=`): a change of name, date, price or
 * photo makes a new address (link previews cache by address) and a new picture; pictures made are kept in memory.
 */
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import { readVariant } from '../media/media.service.ts';

/** The page's language (as pages.html.ts's PageLanguage; not imported: pages.html.ts imports this module). */
type PageLanguage = 'pt' | 'en';

/** The picture's head values (pages.html.ts's PageImage). */
interface CardImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type: 'image/jpeg';
}

/** The listing kinds with a designed picture, as they appear in its address `/share/<kind>/<id>.jpg`. */
export const CARD_KINDS = ['events', 'stays', 'rides', 'drivers', 'organisers'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** What a listing's picture shows. */
export interface ShareCard {
  kind: CardKind;
  id: string;
  lang: PageLanguage;
  /** The kind's label above the name, e.g. 'Evento' (already in the page's language). */
  label: string;
  /** The listing's name (at most two lines; longer names end in an ellipsis). */
  title: string;
  /** One or two short lines: date and place, price from. */
  lines: readonly string[];
  /** The photo drawn behind the text (its w1280 variant), or null for the brand's colours. */
  photoId: string | null;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The version of a card: the first 16 hex digits of the SHA-256 of what it draws. */
export function cardVersion(card: ShareCard): string {
  const drawn = [card.kind, card.id, card.lang, card.label, card.title, ...card.lines, card.photoId ?? ''];
  return createHash('sha256').update(JSON.stringify(drawn)).digest('hex').slice(0, 16);
}

/** The card's address under `origin` (with its version and, in English, `lang=en`), size and text alternative. */
export function cardImage(origin: string, card: ShareCard): CardImage {
  const query = new URLSearchParams({ v: cardVersion(card) });
  if (card.lang === 'en') query.set('lang', 'en');
  return {
    url: `${origin}/share/${card.kind}/${card.id}.jpg?${query}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: [card.title, ...card.lines].join(' · '),
    type: 'image/jpeg',
  };
}

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * Cuts `text` into at most `max` lines of about `perLine` characters on word boundaries, the last one ending in an
 * ellipsis when text is left over (librsvg does not wrap text; DejaVu Sans averages about 0.6 em a character).
 */
export function wrap(text: string, perLine: number, max: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    current = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (lines.length === max) break;
  }
  if (current && lines.length < max) lines.push(current);
  if (lines.length === max && lines.join(' ').length < words.join(' ').length) {
    const last = lines[max - 1]!;
    lines[max - 1] = last.length >= perLine ? `${last.slice(0, perLine - 1)}…` : `${last}…`;
  }
  return lines.slice(0, max);
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** The text, the band under it and the brand, as an SVG drawn over the photo (or over the brand's colours). */
function overlaySvg(card: ShareCard, withPhoto: boolean): string {
  const title = wrap(card.title, 26, 2);
  const lines = card.lines.slice(0, 2).map((l) => wrap(l, 44, 1)[0] ?? '');
  const titleSize = 64;
  const lineSize = 34;
  // From the bottom: the lines, then the title, then the label.
  let y = CARD_HEIGHT - 56 - (lines.length - 1) * (lineSize + 14);
  const lineTags = lines.map((l, i) =>
    `<text x="64" y="${y + i * (lineSize + 14)}" font-size="${lineSize}" fill="#FFFFFF">${xml(l)}</text>`
  );
  y -= lines.length ? lineSize + 34 : 0;
  const titleTop = y - (title.length - 1) * (titleSize + 8);
  const titleTags = title.map((l, i) =>
    `<text x="64" y="${titleTop + i * (titleSize + 8)}" font-size="${titleSize}" font-weight="700" fill="#FFFFFF">${
      xml(l)
    }</text>`
  );
  const labelY = titleTop - titleSize - 14;
  const background = withPhoto
    ? `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.05"/>` +
      `<stop offset="0.45" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.82"/>` +
      `</linearGradient></defs><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#shade)"/>`
    : `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0B6E78"/>` +
      `<stop offset="1" stop-color="#1D4F91"/></linearGradient></defs>` +
      `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#brand)"/>` +
      `<circle cx="1010" cy="170" r="80" fill="#E8702A"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" ` +
    `viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT}">${background}` +
    // The brand: the mark and the name, top left, on a white pill (readable over any photo).
    `<g transform="translate(48 40)"><rect width="312" height="72" rx="36" fill="#FFFFFF" opacity="0.94"/>` +
    `<g transform="translate(14 12)"><rect width="48" height="48" rx="11" fill="#0B6E78"/>` +
    `<circle cx="33" cy="16.5" r="6" fill="#E8702A"/><path d="M4.5 33c6-4.5 12-4.5 19.5 0s13.5 4.5 19.5 0v10.5H4.5z" fill="#FFFFFF"/></g>` +
    `<text x="76" y="48" font-size="32" font-weight="700" fill="#0B6E78">MozTurismo</text></g>` +
    `<rect x="64" y="${labelY - 34}" width="${
      Math.max(120, card.label.length * 19 + 36)
    }" height="46" rx="8" fill="#E8702A"/>` +
    `<text x="82" y="${labelY - 3}" font-size="28" font-weight="700" fill="#1F1A17">${xml(card.label)}</text>` +
    titleTags.join('') + lineTags.join('') + `</svg>`;
}

/** Pictures made so far, by version (about 100 KB each). */
const made = new LRUCache<string, Uint8Array>({ max: 200 });

/**
 * The card's JPEG (quality 82), 1200x630: made once per version and kept in memory. A photo that cannot be read
 * (removed since, storage down) leaves the brand's colours.
 */
export async function renderCard(card: ShareCard): Promise<Uint8Array> {
  const version = cardVersion(card);
  const known = made.get(version);
  if (known) return known;
  const photo = card.photoId ? (await readVariant(card.photoId, 'w1280', undefined).catch(() => null))?.bytes : null;
  const overlay = Buffer.from(overlaySvg(card, Boolean(photo)));
  const base = photo
    ? sharp(photo).resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: 'attention' })
    : sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: '#0B6E78' } });
  const bytes = new Uint8Array(
    await base.composite([{ input: overlay, top: 0, left: 0 }]).flatten({ background: '#0B6E78' }).jpeg({
      quality: 82,
    }).toBuffer(),
  );
  made.set(version, bytes);
  return bytes;
}
