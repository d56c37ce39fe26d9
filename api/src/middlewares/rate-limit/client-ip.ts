/**
 * @module The client's IP address for rate limiting (ADR 0018): the connection's peer address from Deno.serve, or,
 * behind `trustProxy` proxies, the address the outermost trusted proxy appended to X-Forwarded-For. The header alone
 * is never believed: any client can write it.
 */
import type { Context } from 'hono';

/**
 * The client IP of a request.
 * @param c the request context; `c.env` is Deno.serve's handler info (`remoteAddr`)
 * @param trustProxy how many proxies in front of the API append to X-Forwarded-For (0: trust none)
 * @returns the address, or 'unknown' when the request did not come through a socket (in-process calls)
 * @example clientIp(c, 1) // behind one load balancer: 'X-Forwarded-For: 6.6.6.6, 41.220.1.2' gives '41.220.1.2'
 */
export function clientIp(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    // Each trusted proxy appends the address it saw; the client is the one the outermost trusted proxy appended.
    const forwarded = hops[hops.length - trustProxy];
    if (forwarded) return forwarded;
  }
  const info = c.env as Partial<Deno.ServeHandlerInfo> | undefined;
  const addr = info?.remoteAddr as Deno.NetAddr | undefined;
  return addr?.hostname ?? 'unknown';
}
