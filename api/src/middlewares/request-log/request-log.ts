/**
 * @module One log line per request without personal data (issue 9, ADR 0018): method, path, the NAMES of the query
 * parameters (never their values: searches carry names and e-mails), status and duration. Replaces hono/logger,
 * which logged the whole URL.
 */
import type { MiddlewareHandler } from 'hono';

/**
 * The request log middleware.
 * @param write where each line goes (default console.info)
 * @returns a middleware logging `GET /api/admin/users?search&page 200 12ms` after the answer
 * @example app.use('/api/*', requestLog())
 */
export function requestLog(write: (line: string) => void = console.info): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const url = new URL(c.req.url);
    // Names are client-written too: encoded (no line breaks forged into the log), at most 10 of 40 characters.
    const names = [...new Set(url.searchParams.keys())].slice(0, 10).map((n) => encodeURIComponent(n).slice(0, 40));
    const query = names.length ? `?${names.join('&')}` : '';
    write(`${c.req.method} ${url.pathname}${query} ${c.res.status} ${Math.round(performance.now() - start)}ms`);
  };
}
