/**
 * @module Request metrics (issue 28, ADR 0048): every answer counted by method, route pattern and status, and timed
 * (lib/metrics.ts `mz_http_requests_total`, `mz_http_request_duration_seconds`). The route is the pattern, never the
 * path, so the number of series stays bounded. The liveness check (GET /api/health) is left out: load balancers ask it
 * every few seconds, and it is the floor of every benchmark (a counter and a histogram sample cost it 2-10 µs).
 */
import type { MiddlewareHandler } from 'hono';
import { recordRequest } from '../../lib/metrics.ts';
import { routeOf } from '../request-log/request-log.ts';

/**
 * The metrics middleware.
 * @example app.use('/api/*', requestMetrics())
 */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path === '/api/health') return next();
    const start = performance.now();
    await next();
    recordRequest(c.req.method, routeOf(c), c.res.status, (performance.now() - start) / 1000);
  };
}
