/**
 * @module The API's JSON answers compressed for a client that accepts it (issue 33, ADR 0036 'Sixth pass'): brotli at
 * quality 5 when the request accepts `br`, else gzip. Until then no API answer was compressed: main.ts's
 * `compress()` is registered after the API's routes, which answer before it runs, so /eventos' 50 events travelled
 * as 23 KiB of plain JSON to a phone at 400 kbit/s. Only `application/json` (never the live stream's
 * `text/event-stream`, which must flush each event, nor files), and nothing under 1 KiB, where the encoding's headers
 * cost about what it saves.
 */
import type { MiddlewareHandler } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller answers are sent as they are. */
export const COMPRESS_MIN_BYTES = 1024;

/** Compresses `application/json` answers of at least {@link COMPRESS_MIN_BYTES} for clients that accept br or gzip. */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const accepts = c.req.header('Accept-Encoding') ?? '';
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (!encoding || c.req.method === 'HEAD' || !c.res.body || c.res.headers.has('Content-Encoding')) return;
    if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
    const plain = new Uint8Array(await c.res.arrayBuffer());
    if (plain.length < COMPRESS_MIN_BYTES) {
      c.res = new Response(plain, c.res);
      return;
    }
    const body = encoding === 'br'
      ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(plain);
    c.res = new Response(new Uint8Array(body), c.res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.append('Vary', 'Accept-Encoding');
  };
}
