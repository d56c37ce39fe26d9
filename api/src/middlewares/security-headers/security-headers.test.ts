import assert from 'node:assert/strict';
import { Hono } from 'hono';
import { app } from '../../test/helpers.ts';
import { appSecurityHeaders } from './security-headers.ts';

const sha256 = async (text: string) =>
  btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));

Deno.test("API answers load nothing and cannot be framed: CSP default-src 'none', frame-ancestors 'none', DENY", async () => {
  for (const path of ['/api/health', '/api/nada']) {
    const res = await app.request(path);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    assert.match(csp, /default-src 'none'/, path);
    assert.match(csp, /frame-ancestors 'none'/, path);
    assert.equal(res.headers.get('X-Frame-Options'), 'DENY');
    assert.equal(res.headers.get('X-Content-Type-Options'), 'nosniff');
    assert.equal(res.headers.get('Referrer-Policy'), 'no-referrer');
  }
});

Deno.test('/api/docs allows its script file and exactly its inline script, by hash', async () => {
  const res = await app.request('/api/docs');
  const html = await res.text();
  const csp = res.headers.get('Content-Security-Policy') ?? '';
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
  assert.equal(inline.length, 1);
  assert.ok(csp.includes(`'sha256-${await sha256(inline[0]!)}'`), csp);
  assert.match(csp, /script-src 'self' 'sha256-[^']+'(;|$)/);
  assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(res.headers.get('X-Frame-Options'), 'DENY');
  // The second answer reuses the policy.
  assert.equal((await app.request('/api/docs')).headers.get('Content-Security-Policy'), csp);
});

Deno.test('the apps: scripts from the origin only, Firebase (emulator or Google) allowed, never framed', async () => {
  const pages = new Hono()
    .use(appSecurityHeaders({
      firebaseProjectId: 'mozturismo',
      authEmulatorUrl: 'http://127.0.0.1:9099',
      imageHosts: ['lh3.googleusercontent.com'],
    }))
    .get('/', (c) => c.html('<p>ok</p>'));
  const res = await pages.request('/');
  const csp = res.headers.get('Content-Security-Policy') ?? '';
  assert.match(csp, /script-src 'self' https:\/\/apis\.google\.com(;|$)/);
  assert.match(csp, /connect-src 'self' http:\/\/127\.0\.0\.1:9099 https:\/\/identitytoolkit\.googleapis\.com/);
  assert.match(csp, /style-src 'self' 'unsafe-inline'/);
  // Images from our origin and the allowed hosts only (issue 27), never every https host.
  assert.match(csp, /img-src 'self' data: blob: https:\/\/lh3\.googleusercontent\.com(;|$)/);
  assert.match(csp, /frame-src [^;]*https:\/\/mozturismo\.firebaseapp\.com/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.match(csp, /object-src 'none'/);
  assert.equal(res.headers.get('X-Frame-Options'), 'DENY');
  assert.equal(res.headers.get('X-Content-Type-Options'), 'nosniff');
  assert.equal(res.headers.get('Referrer-Policy'), 'strict-origin-when-cross-origin');
});
