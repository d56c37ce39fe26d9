/**
 * Issue 9: every app page, /api/docs and the API answer a Content-Security-Policy with frame-ancestors 'none',
 * X-Frame-Options DENY, nosniff and a referrer policy, and the apps run under it without a single CSP violation
 * (sign-in against the Auth emulator included).
 */
import { expect, type Page, test } from '@playwright/test';

/** Records CSP violations reported by the page and by the console. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (msg) => {
    // Scalar's bundled zod probes `Function('')` once to choose its JIT and falls back when refused: harmless, and
    // not configurable from outside the bundle. Anything else is a violation.
    if (/Content Security Policy/i.test(msg.text()) && !/script-src eval .*\/api\/docs\/scalar\.js/.test(msg.text())) {
      violations.push(`${page.url()}: ${msg.text()}`);
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`);
    });
  });
  return violations;
}

test('the apps, the docs and the API send the security headers, and the apps run with no CSP violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/eventos', '/drivers', '/hotels', '/organizadores', '/admin', '/api/docs']) {
    const res = await page.goto(path);
    const headers = res!.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBeTruthy();
    if (path === '/api/docs') await expect(page.getByText('MozTurismo API').first()).toBeVisible();
    else await expect(page.locator('#root > *').first()).toBeVisible();
  }
  const api = await request.get('/api/health');
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(api.headers()['x-frame-options']).toBe('DENY');

  // Signing in talks to the Auth emulator (connect-src) and the signed-in pages load their data.
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('cliente@demo.co.mz');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login Realizado!').first()).toBeVisible();
  await page.goto('/reservas');
  await expect(page.locator('#root > *').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
