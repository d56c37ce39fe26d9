/**
 * @module Web addresses people may click: only http: and https: (issue 9, 'Bad input and abuse'). `z.string().url()`
 * alone accepts any scheme, `javascript:alert(1)` included, which an `<a href>` would run.
 */
import { z } from '@hono/zod-openapi';
import { env } from './env.ts';

/** The Portuguese message of a refused address. */
export const WEB_URL_MESSAGE =
  'O endereço web deve começar por http:// ou https:// (por exemplo, https://exemplo.co.mz).';

/**
 * A trimmed absolute http(s) URL with a host name, at most `max` characters.
 * @param max the column's length limit
 * @example webUrl(500).optional() // 'https://festivaltofo.co.mz' passes, 'javascript:alert(1)' is a 400
 */
export function webUrl(max: number) {
  return z.string().trim().max(max, WEB_URL_MESSAGE)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: WEB_URL_MESSAGE }))
    .openapi({ type: 'string', format: 'uri', description: 'An http:// or https:// address.' });
}

/** The Portuguese message of a refused image address (issue 27). */
export const IMAGE_URL_MESSAGE = 'A imagem deve ser uma fotografia carregada na plataforma.';

/** A variant of one of our photos (ADR 0023): /api/media/<id>/w320|w640|w1280.webp. */
const OWN_MEDIA_PATH = /^\/api\/media\/[0-9a-f-]{36}\/w(?:320|640|1280)\.webp$/i;

/**
 * Whether an image address may be stored and shown (issue 27): one of our own photos (the path, or the full address
 * on PUBLIC_URL's host), or an https image on a host of IMAGE_HOSTS. Never another scheme (`javascript:`, `data:`),
 * a tracker or a host outside the list.
 * @example isAllowedImageUrl('/api/media/5f0c.../w640.webp') // true
 */
export function isAllowedImageUrl(value: string, hosts: readonly string[] = env.IMAGE_HOSTS): boolean {
  if (OWN_MEDIA_PATH.test(value)) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const publicHost = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).host : null;
  if (publicHost && url.host === publicHost && OWN_MEDIA_PATH.test(url.pathname) && !url.search) return true;
  return url.protocol === 'https:' && hosts.includes(url.hostname.toLowerCase());
}

/**
 * An image address: a photo of our own media or an https image of an allowed host (IMAGE_HOSTS), at most `max`
 * characters; else 400 with {@link IMAGE_URL_MESSAGE}.
 * @example z.array(imageUrl(500)).max(20)
 */
export function imageUrl(max: number) {
  return z.string().trim().max(max, IMAGE_URL_MESSAGE).refine((v) => isAllowedImageUrl(v), IMAGE_URL_MESSAGE)
    .openapi({
      description: 'One of our photos (/api/media/{id}/w640.webp, from POST /api/photos) or an https image of an ' +
        'allowed host (IMAGE_HOSTS).',
      example: '/api/media/5f0c2d4e-8a1b-4c3d-9e2f-1a2b3c4d5e6f/w640.webp',
    });
}

/** The Portuguese message of a text whose links leave the platform (issue 27). */
export const PLATFORM_LINKS_MESSAGE = 'A mensagem só pode ter ligações para páginas da MozTurismo.';

/** Addresses in a text: with a scheme, starting with www., or a bare domain with a path or a common ending. */
const LINK =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>"']+|\b(?:[a-z0-9-]+\.)+(?:com|net|org|info|biz|io|co|mz|me|ly|app|link|site|online|xyz|top|click|gl|to)\b(?:\/[^\s<>"']*)?/gi;

/**
 * Whether every link in a text points to the platform (issue 27): an address on PUBLIC_URL's host (or its
 * subdomains); paths such as /eventos/123 are always fine. Without PUBLIC_URL (development) no address is allowed.
 * @example onlyPlatformLinks('Veja https://mozturismo.co.mz/eventos/1') // true with PUBLIC_URL=https://mozturismo.co.mz
 */
export function onlyPlatformLinks(text: string, publicUrl: string | undefined = env.PUBLIC_URL): boolean {
  const own = publicUrl ? new URL(publicUrl).hostname.toLowerCase() : null;
  for (const [found] of text.matchAll(LINK)) {
    let host: string;
    try {
      host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(found) ? found : `https://${found}`).hostname.toLowerCase();
    } catch {
      return false;
    }
    if (!own || (host !== own && !host.endsWith(`.${own}`))) return false;
  }
  return true;
}
