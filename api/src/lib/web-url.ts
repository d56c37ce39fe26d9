/**
 * @module Web addresses people may click: only http: and https: (issue 9, 'Bad input and abuse'). `z.string().url()`
 * alone accepts any scheme, `javascript:alert(1)` included, which an `<a href>` would run.
 */
import { z } from '@hono/zod-openapi';

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
