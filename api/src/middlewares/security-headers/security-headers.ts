/**
 * @module Security headers (issue 9, ADR 0018) through hono/secure-headers: a Content-Security-Policy for each kind
 * of answer, frame-ancestors 'none' with X-Frame-Options DENY (no clickjacking), nosniff and a referrer policy.
 * - the API's JSON: nothing may load (`default-src 'none'`), never referred;
 * - /api/docs (Scalar): its script from /api/docs/scalar.js and its one inline script by hash;
 * - the three apps: scripts from the origin only, and the run-time config's one inline script by hash (issue 13:
 *   a separate /config.js delayed the first paint by a round trip), inline styles
 *   (styled-components writes <style> tags), images from the origin, data:, blob: and https: (event photos are
 *   links), and Firebase Auth: the emulator in development, Google's endpoints in production.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type Csp = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>;

/** What every answer gets besides its CSP. */
const COMMON: SecureHeadersOptions = {
  xFrameOptions: 'DENY',
  xContentTypeOptions: 'nosniff',
  crossOriginResourcePolicy: 'same-origin',
};

const csp = (policy: Csp): Csp => ({
  ...policy,
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
});

/** The inline scripts of an HTML page as CSP hash sources ('sha256-...'). */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
  return await Promise.all(scripts.map(async (text) => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
  }));
}

/**
 * The API's headers: JSON loads nothing, and /api/docs gets the reference UI's policy (its inline script allowed by
 * hash, computed from the page itself once).
 * @example app.use('/api/*', apiSecurityHeaders())
 */
export function apiSecurityHeaders(): MiddlewareHandler {
  const api = secureHeaders({
    ...COMMON,
    referrerPolicy: 'no-referrer',
    contentSecurityPolicy: csp({ defaultSrc: ["'none'"] }),
  });
  let docs: MiddlewareHandler | undefined;
  return async (c, next) => {
    if (c.req.path !== '/api/docs') return api(c, next);
    await next();
    if (!docs) {
      const hashes = await inlineScriptHashes(await c.res.clone().text());
      docs = secureHeaders({
        ...COMMON,
        referrerPolicy: 'strict-origin-when-cross-origin',
        contentSecurityPolicy: csp({
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...hashes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
        }),
      });
    }
    await docs(c, () => Promise.resolve());
  };
}

/**
 * The apps' headers.
 * @param options.authEmulatorUrl the Firebase Auth emulator the pages talk to (development), e.g. http://127.0.0.1:9099
 * @param options.firebaseProjectId its auth domain `<id>.firebaseapp.com` hosts the sign-in iframe (production)
 * @param options.imageHosts hosts of https images besides our origin (IMAGE_HOSTS, lib/web-url.ts)
 * @param options.inlineScripts CSP hash sources ('sha256-...') of the pages' inline scripts (the run-time config)
 * @example app.use('*', appSecurityHeaders({ firebaseProjectId: 'mozturismo' }))
 */
export function appSecurityHeaders(
  options: { authEmulatorUrl?: string; firebaseProjectId: string; inlineScripts?: string[]; imageHosts?: string[] },
): MiddlewareHandler {
  const emulator = options.authEmulatorUrl ? [new URL(options.authEmulatorUrl).origin] : [];
  return secureHeaders({
    ...COMMON,
    // Same-origin-allow-popups: the 'Entrar com Google' popup must be able to answer its opener.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    referrerPolicy: 'strict-origin-when-cross-origin',
    contentSecurityPolicy: csp({
      defaultSrc: ["'self'"],
      // apis.google.com: the Firebase SDK loads Google's gapi for the sign-in popup in production.
      scriptSrc: ["'self'", 'https://apis.google.com', ...(options.inlineScripts ?? [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Our origin (the photos of /api/media) and the allowed image hosts only (issue 27): no tracker pixel.
      imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageHosts ?? []).map((host) => `https://${host}`)],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [
        "'self'",
        ...emulator,
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://www.googleapis.com',
      ],
      frameSrc: [
        "'self'",
        ...emulator,
        `https://${options.firebaseProjectId}.firebaseapp.com`,
        'https://accounts.google.com',
      ],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
    }),
  });
}
