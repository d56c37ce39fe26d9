/**
 * Every screen fits a 360 px phone (issue 15: the organiser area was 13 px too wide): each page of the three apps,
 * as the account that uses it, and each tab of the lodging and organiser areas, has no horizontal overflow at 360 px;
 * a failure names the widest element.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/login?next=%2Fperfil');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login Realizado!').first()).toBeVisible();
  return page;
}

/** The page's widest element beyond the viewport, described, or null when nothing overflows. */
async function overflow(page: Page): Promise<string | null> {
  return await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    let worst: { right: number; what: string } | null = null;
    // Inside a container that scrolls or clips sideways (a tab list), an element may extend beyond the screen.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5 || clipped(el)) continue;
      if (!worst || box.right > worst.right) {
        const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
        worst = { right: box.right, what: `<${el.tagName.toLowerCase()} class="${el.className}"> ${label}` };
      }
    }
    return `${document.documentElement.scrollWidth} px wide; widest: ${worst?.what} (right ${worst?.right})`;
  });
}

async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  expect(await overflow(page), `${path} at 360 px`).toBeNull();
}

const AREAS: { email: string | null; paths: string[] }[] = [
  { email: null, paths: ['/', '/rides', '/eventos', '/login', '/signup'] },
  { email: 'cliente@demo.co.mz', paths: ['/', '/reservas', '/fidelidade', '/notificacoes', '/perfil', '/chat'] },
  { email: 'motorista@demo.co.mz', paths: ['/drivers', '/drivers/publish', '/drivers/offers', '/drivers/partnerships'] },
  { email: 'hotel@demo.co.mz', paths: ['/hotels'] },
  { email: 'eventos@demo.co.mz', paths: ['/organizadores'] },
  { email: 'admin@demo.co.mz', paths: ['/admin', '/admin/users', '/admin/billing', '/admin/reports', '/admin/analytics', '/admin/reviews', '/admin/reconciliation'] },
];

for (const area of AREAS) {
  test(`no page is wider than a 360 px phone: ${area.email ?? 'visitor'}`, async ({ browser }) => {
    const page = area.email ? await signIn(browser, area.email) : await browser.newPage();
    for (const path of area.paths) await expectFits(page, path);
  });
}

test("the lodging and organiser areas' tabs fit at 360 px", async ({ browser }) => {
  const page = await signIn(browser, 'hotel@demo.co.mz');
  await page.goto('/hotels');
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    expect(await overflow(page), `/hotels tab ${await tab.textContent()}`).toBeNull();
  }
  const organiser = await signIn(browser, 'eventos@demo.co.mz');
  await organiser.goto('/organizadores');
  for (const tab of await organiser.getByRole('tab').all()) {
    await tab.click();
    expect(await overflow(organiser), `/organizadores tab ${await tab.textContent()}`).toBeNull();
  }
});
