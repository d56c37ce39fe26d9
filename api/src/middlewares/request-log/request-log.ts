/**
 * @module The request log (issue 28, ADR 0048; before it issue 9 and ADR 0018): one JSON line per request through
 * LogTape (lib/log.ts), with the time, the request id (X-Request-Id: the proxy's when it sends a valid one, else a new
 * UUID; sent back in the answer), the method, the route's pattern (`/api/bookings/{id}`, never the path's values),
 * the status, the duration in ms, the instance and a hash of the user id. Never bodies, query values, tokens or
 * personal data.
 *
 * Sampling (LOG_SAMPLE_RATE, default 1: every request): server errors, client errors and slow requests (LOG_SLOW_MS)
 * are always written; of the other requests one in `1 / sampleRate`, marked `sampleRate`. A successful liveness
 * check (GET /api/health, asked every few seconds by every load balancer) is never written. The sink is
 * non-blocking: lines are gathered and written a moment later, off the request's path (one line written at once per
 * request cost 20-35 % of the throughput of GET /api/health, ADR 0028).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { INSTANCE, log, userHash } from '../../lib/log.ts';

/** The fields of one request's line. */
export interface RequestLine {
  requestId?: string;
  method: string;
  /** The matched route's pattern, `(unmatched)` for an unknown path. */
  route: string;
  status: number;
  durationMs: number;
  instance: string;
  /** lib/log.ts `userHash` of the caller's uid; absent for anonymous requests. */
  userHash?: string;
  /** Present when the line was drawn by sampling: the rate it was drawn at. */
  sampleRate?: number;
}

/** How the request log is kept. */
export interface RequestLogOptions {
  /** Where lines go (default: the `mozturismo.http` logger; error level for 5xx, warning for slow requests). */
  write?: (line: RequestLine) => void;
  /** Share of ordinary requests logged, 0 to 1 (default 1: every one). */
  sampleRate?: number;
  /** A request taking this long or longer is always logged, ms (default 500). */
  slowMs?: number;
  /** Random numbers in [0, 1) for the sampling (tests pass their own). */
  random?: () => number;
}

/**
 * The route pattern the request matched, in OpenAPI's form (`/api/rides/:id` -> `/api/rides/{id}`): the route that
 * answered (Hono's `routeIndex`, the last handler dispatched), or, when a middleware answered first (a 401, a 429),
 * the first route after it that would have. Not the last route matched: `/api/rides/popular` also matches
 * `/api/rides/:id`, registered after it. Unknown paths give `(unmatched)`, so a scan of random URLs cannot grow the
 * set of routes in logs and metrics.
 */
export function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  const from = Math.max(0, Math.min(c.req.routeIndex ?? 0, routes.length - 1));
  const order = [...routes.slice(from), ...routes.slice(0, from).reverse()];
  const route = order.find((r) => r.method !== 'ALL');
  return route ? route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}') : '(unmatched)';
}

const defaultWrite = (line: RequestLine) => {
  // A fixed message: the fields carry the values (a route's `{id}` would read as a placeholder of the template).
  const message = 'request';
  if (line.status >= 500) log.http.error(message, { ...line });
  else log.http.info(message, { ...line });
};

/**
 * The request log middleware.
 * @param options where lines go, the sampling of ordinary requests, the slow threshold (see RequestLogOptions)
 * @returns a middleware writing one RequestLine after each answer
 * @example app.use('/api/*', requestLog({ sampleRate: 0.05 }))
 */
export function requestLog(options: RequestLogOptions = {}): MiddlewareHandler {
  const write = options.write ?? defaultWrite;
  const rate = Math.min(1, Math.max(0, options.sampleRate ?? 1));
  const slowMs = options.slowMs ?? 500;
  const random = options.random ?? Math.random;
  return async (c, next) => {
    const start = performance.now();
    await next();
    const durationMs = Math.round((performance.now() - start) * 10) / 10;
    const status = c.res.status;
    const always = status >= 400 || durationMs >= slowMs;
    if (!always) {
      if (c.req.path === '/api/health') return;
      if (rate < 1 && (rate === 0 || random() >= rate)) return;
    }
    const uid = (c.var as { user?: { uid?: string } | null }).user?.uid;
    write({
      requestId: c.get('requestId'),
      method: c.req.method,
      route: routeOf(c),
      status,
      durationMs,
      instance: INSTANCE,
      ...(uid ? { userHash: userHash(uid) } : {}),
      ...(!always && rate < 1 ? { sampleRate: rate } : {}),
    });
  };
}
