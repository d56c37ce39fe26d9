/**
 * @module The request log without personal data (issue 9, ADR 0018): method, path, the NAMES of the query parameters
 * (never their values: searches carry names and e-mails), status and duration. Replaces hono/logger, which logged the
 * whole URL.
 *
 * Sampled and asynchronous (issue 13, ADR 0028): one line per request written at once cost 20-35 % of the throughput
 * of GET /api/health. Every server error (5xx) and every slow request is logged; of the others one in
 * `1 / sampleRate`, marked `sampled=1/N` so that counts can be scaled back. Lines are gathered and written together
 * a moment later, in one write, off the request's path.
 */
import type { MiddlewareHandler } from 'hono';

/** How the request log is kept. */
export interface RequestLogOptions {
  /** Where lines go (default: gathered and written to stdout in batches, see `batchedStdout`). */
  write?: (line: string) => void;
  /** Share of ordinary requests logged, 0 to 1 (default 0.02: one in 50; 1 logs every request). */
  sampleRate?: number;
  /** A request taking this long or longer is always logged, ms (default 500). */
  slowMs?: number;
  /** Random numbers in [0, 1) for the sampling (tests pass their own). */
  random?: () => number;
}

/**
 * A writer gathering lines and writing them to stdout together after `delayMs`, or at once past `maxLines`.
 * @param delayMs how long a line may wait (default 200 ms)
 * @param maxLines lines kept before an early write (default 200)
 */
export function batchedStdout(delayMs = 200, maxLines = 200): (line: string) => void {
  const encoder = new TextEncoder();
  let lines: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const text = lines.join('\n') + '\n';
    lines = [];
    // Asynchronous on purpose; a failed write (closed stdout) must not fail a request.
    Deno.stdout.write(encoder.encode(text)).catch(() => {});
  };
  return (line) => {
    lines.push(line);
    if (lines.length >= maxLines) flush();
    else if (timer === undefined) {
      const t = setTimeout(flush, delayMs);
      // The process may exit without waiting for the log.
      Deno.unrefTimer(t as unknown as number);
      timer = t;
    }
  };
}

/**
 * The request log middleware.
 * @param options where lines go, the sampling of ordinary requests, the slow threshold (see RequestLogOptions)
 * @returns a middleware logging `GET /api/admin/users?search&page 200 12ms` after the answer
 * @example app.use('/api/*', requestLog({ sampleRate: 0.05 }))
 */
export function requestLog(options: RequestLogOptions = {}): MiddlewareHandler {
  const write = options.write ?? batchedStdout();
  const rate = Math.min(1, Math.max(0, options.sampleRate ?? 0.02));
  const slowMs = options.slowMs ?? 500;
  const random = options.random ?? Math.random;
  const sampled = rate > 0 && rate < 1 ? ` sampled=1/${Math.round(1 / rate)}` : '';
  return async (c, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round(performance.now() - start);
    const always = c.res.status >= 500 || ms >= slowMs;
    if (!always && (rate === 0 || random() >= rate)) return;
    const url = new URL(c.req.url);
    // Names are client-written too: encoded (no line breaks forged into the log), at most 10 of 40 characters.
    const names = [...new Set(url.searchParams.keys())].slice(0, 10).map((n) => encodeURIComponent(n).slice(0, 40));
    const query = names.length ? `?${names.join('&')}` : '';
    write(`${c.req.method} ${url.pathname}${query} ${c.res.status} ${ms}ms${always ? '' : sampled}`);
  };
}
